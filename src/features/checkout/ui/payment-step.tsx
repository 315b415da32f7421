import { useUnit } from 'effector-react';
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
} from 'design-system';
import { $cards } from '@/entities/card';
import { paymentTypes } from '@/shared/api';
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
  const required = (field: 'name' | 'surname') =>
    show && problems[field] ? intl.formatMessage(m.required) : undefined;
  return (
    <Stack space="xl">
      <Stack space="md" as="section" aria-labelledby="checkout-receiver">
        <Heading level={2} size="sm" id="checkout-receiver">
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
          onValueChange={(e164) => change({ phone: e164 ?? '' })}
          error={
            show && problems.phone === 'invalid' ? intl.formatMessage(m.invalidPhone) : undefined
          }
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
          ) : (
            <Text tone={show && problems.currentCard ? 'critical' : 'muted'} role="status">
              {intl.formatMessage(show && problems.currentCard ? m.chooseCard : m.noCards)}
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
