import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Dialog,
  Grid,
  Heading,
  PhoneField,
  RadioCard,
  RadioGroup,
  Stack,
  Text,
  TextField,
  cardBrandNames,
  type PhoneErrorKind,
} from 'design-system';
import { $cards, cardsRequested } from '@/entities/card';
import { paymentTypes } from '@/shared/api';
import { RetryAlert } from '@/shared/ui';
import { $cardsLoadFailed, $cardsLoading } from '../model/cards-load';
import {
  $allowedPaymentTypes,
  $draftRead,
  $form,
  $problems,
  $showProblems,
  addCardRequested,
  fieldChanged,
} from '../model/form';
import { checkoutMessages as m, paymentMessages } from './messages';
import { SubstitutionChoice } from './substitution-choice';

/** Step three: who receives the order and how it is paid. */
export function PaymentStep() {
  const intl = useIntl();
  const [form, problems, show, allowed, cards, draftRead, change, addCard] = useUnit([
    $form,
    $problems,
    $showProblems,
    $allowedPaymentTypes,
    $cards,
    $draftRead,
    fieldChanged,
    addCardRequested,
  ]);
  const [cardsFailed, cardsLoading, retryCards] = useUnit([
    $cardsLoadFailed,
    $cardsLoading,
    cardsRequested,
  ]);
  // What the phone field holds as typed: its own checks speak of signing in by SMS, so checkout
  // tells the receiver's number's problems in its own words.
  const [phoneTyped, setPhoneTyped] = useState<{ digits: string; problem: PhoneErrorKind | null }>({
    digits: '',
    problem: null,
  });
  const required = (field: 'name' | 'surname') =>
    show && problems[field] ? intl.formatMessage(m.required) : undefined;
  const phoneError = () => {
    const typed = phoneTyped.digits !== '' || problems.phone === 'invalid';
    if (show && problems.phone) return intl.formatMessage(typed ? m.invalidPhone : m.required);
    // Wrong from its first digits (a landline, another country): said at once, as the field does.
    if (phoneTyped.problem && phoneTyped.problem !== 'incomplete' && phoneTyped.problem !== 'empty')
      return intl.formatMessage(m.invalidPhone);
    return undefined;
  };
  return (
    <Stack space="xl">
      <Stack space="md" as="section" aria-labelledby="checkout-receiver">
        <Heading level={3} size="sm" id="checkout-receiver">
          {intl.formatMessage(m.receiverLegend)}
        </Heading>
        <Grid columns={{ mobile: 1, tablet: 2 }} space="md">
          <TextField
            label={intl.formatMessage(m.name)}
            name="name"
            autoComplete="given-name"
            value={form.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={required('name')}
          />
          <TextField
            label={intl.formatMessage(m.surname)}
            name="surname"
            autoComplete="family-name"
            value={form.surname}
            onChange={(event) => change({ surname: event.currentTarget.value })}
            error={required('surname')}
          />
        </Grid>
        <PhoneField
          // The field keeps what is typed; it starts again from the stored draft once it is read.
          key={draftRead ? 'draft' : 'empty'}
          label={intl.formatMessage(m.phone)}
          name="phone"
          defaultValue={form.phone}
          onValueChange={(e164, problem, digits) => {
            setPhoneTyped({ digits, problem });
            change({ phone: e164 ?? '' });
          }}
          error={phoneError()}
        />
      </Stack>
      <RadioGroup
        label={intl.formatMessage(m.paymentLegend)}
        name="paymentType"
        value={form.paymentType ?? undefined}
        onValueChange={(value) => {
          const type = paymentTypes.find((known) => known === value);
          if (type) change({ paymentType: type });
        }}
        error={show && problems.paymentType ? intl.formatMessage(m.choosePayment) : undefined}
      >
        {allowed.map((type) => (
          <RadioCard key={type} value={type} title={intl.formatMessage(paymentMessages[type])} />
        ))}
      </RadioGroup>
      {form.paymentType === 'card' ? (
        <Stack space="md">
          {cardsFailed ? (
            <RetryAlert
              live
              retryLabel={intl.formatMessage(m.cardsRetry)}
              onRetry={() => retryCards()}
            >
              {intl.formatMessage(m.cardsFailed)}
            </RetryAlert>
          ) : null}
          {cards.length > 0 ? (
            <RadioGroup
              label={intl.formatMessage(m.cardsLegend)}
              name="currentCard"
              value={String(form.currentCard)}
              onValueChange={(value) => change({ currentCard: Number(value) })}
              error={show && problems.currentCard ? intl.formatMessage(m.chooseCard) : undefined}
            >
              {cards.map((card) => (
                <RadioCard
                  key={card.id}
                  value={String(card.id)}
                  title={card.masked_number}
                  description={`${cardBrandNames[card.brand]} · ${intl.formatMessage(m.cardExpires, { expire: card.expire })}`}
                />
              ))}
            </RadioGroup>
          ) : show && problems.currentCard ? (
            <div tabIndex={-1} data-checkout-problem>
              <Text tone="critical" role="status">
                {intl.formatMessage(m.chooseCard)}
              </Text>
            </div>
          ) : cardsLoading ? (
            <Text tone="muted" role="status">
              {intl.formatMessage(m.cardsLoading)}
            </Text>
          ) : cardsFailed ? null : (
            <Text tone="muted" role="status">
              {intl.formatMessage(m.noCards)}
            </Text>
          )}
          <div>
            <Button
              type="button"
              tone="neutral"
              onPointerEnter={() => void Dialog.preload()}
              onClick={() => addCard()}
            >
              {intl.formatMessage(m.addCard)}
            </Button>
          </div>
        </Stack>
      ) : null}
      <SubstitutionChoice />
    </Stack>
  );
}
