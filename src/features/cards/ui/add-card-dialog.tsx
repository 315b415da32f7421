import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  Alert,
  Button,
  CardNumberField,
  CodeField,
  Countdown,
  Dialog,
  ExpiryField,
  Inline,
  Stack,
  Text,
  formatExpiryInput,
  maskPhone,
} from 'design-system';
import { RetryAlert } from '@/shared/ui';
import {
  $addCardOpen,
  $addCardStep,
  $cardCode,
  $cardError,
  $codeResendAt,
  $confirming,
  $creating,
  $verification,
  addCardClosed,
  addCardOpened,
  cardCodeChanged,
  cardCodeRetried,
  cardSubmitted,
  expiryChanged,
  numberChanged,
  type CardError,
} from '../model/cards';

const addCardMessagesPlain = defineMessages({
  title: {
    id: 'cards.add.title',
    defaultMessage: 'Add a card',
    description: 'Add-card dialog title',
  },
  cardIntro: {
    id: 'cards.add.cardIntro',
    defaultMessage:
      'Uzcard, Humo, Visa or Mastercard. We send a code to the phone linked to the card; the card number is not stored by the shop.',
    description: 'Add-card dialog: what happens with the card',
  },
  continue: {
    id: 'cards.add.continue',
    defaultMessage: 'Get a code',
    description: 'Add-card dialog: sends the card to the bank, which texts a code',
  },
  codeLabel: {
    id: 'cards.add.codeLabel',
    defaultMessage: 'Code from the SMS',
    description: 'Add-card dialog code field label',
  },
  resendIn: {
    id: 'cards.add.resendIn',
    defaultMessage: 'A new code can be requested in',
    description: 'Before the countdown to a new code',
  },
  resend: {
    id: 'cards.add.resend',
    defaultMessage: 'Enter the card again for a new code',
    description: 'Add-card dialog: back to the card step to get a new code',
  },
  resendReady: {
    id: 'cards.add.resendReady',
    defaultMessage: 'You can request a new code',
    description: 'Announced when the countdown ends',
  },
  confirming: {
    id: 'cards.add.confirming',
    defaultMessage: 'Checking the code…',
    description: 'Add-card dialog while the code is checked',
  },
  retryCode: {
    id: 'cards.add.retryCode',
    defaultMessage: 'Check the code again',
    description: 'Add-card dialog: sends the same code again after checking it failed',
  },
  cancel: {
    id: 'cards.add.cancel',
    defaultMessage: 'Cancel',
    description: 'Add-card dialog: close without adding',
  },
});

const addCardMessagesValued = {
  codeSent: defineMessage<{ phone: string }>({
    id: 'cards.add.codeSent',
    defaultMessage: 'We sent a code to {phone}, the phone linked to the card.',
    description: 'Add-card dialog, code step; phone is masked',
  }),
};

export const addCardMessages = { ...addCardMessagesPlain, ...addCardMessagesValued };

const errorMessages = defineMessages<CardError>({
  number: {
    id: 'cards.error.number',
    defaultMessage: 'Check the card number',
    description: 'Add card: the number is wrong',
  },
  expiryIncomplete: {
    id: 'cards.error.expiryIncomplete',
    defaultMessage: 'Enter the expiry date as MM/YY',
    description: 'Add card: expiry missing or incomplete',
  },
  expiryInvalid: {
    id: 'cards.error.expiryInvalid',
    defaultMessage: 'There is no such month',
    description: 'Add card: month above 12',
  },
  expiryPast: {
    id: 'cards.error.expiryPast',
    defaultMessage: 'This card has expired',
    description: 'Add card: expiry in the past',
  },
  invalidCode: {
    id: 'cards.error.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Add card: wrong confirmation code',
  },
  expiredCode: {
    id: 'cards.error.expiredCode',
    defaultMessage: 'The code has expired. Enter the card again for a new one.',
    description: 'Add card: the code is no longer valid',
  },
  tooManyAttempts: {
    id: 'cards.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Try again a little later.',
    description: 'Add card: rate limited',
  },
  alreadyAdded: {
    id: 'cards.error.alreadyAdded',
    defaultMessage: 'This card is already added',
    description: 'Add card: the card is saved already',
  },
  rejected: {
    id: 'cards.error.rejected',
    defaultMessage: 'The bank did not accept the card. Check the number and the expiry date.',
    description: 'Add card: the card was refused for a reason other than its number',
  },
  failed: {
    id: 'cards.error.failed',
    defaultMessage: 'The card could not be added. Try again.',
    description: 'Add card: any other failure',
  },
});

const numberErrors: readonly CardError[] = ['number', 'alreadyAdded'];
const expiryErrors: readonly CardError[] = ['expiryIncomplete', 'expiryInvalid', 'expiryPast'];
const codeErrors: readonly CardError[] = ['invalidCode', 'expiredCode', 'tooManyAttempts'];

/**
 * Adds a card: number and expiry, then the code the bank texts to the card's phone. The number
 * stays in the field until it is sent; the new card is then chosen for payment.
 */
export function AddCardDialog() {
  const intl = useIntl();
  const [open, step, error, close] = useUnit([
    $addCardOpen,
    $addCardStep,
    $cardError,
    addCardClosed,
  ]);
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const errorText = error ? text(errorMessages[error]) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={text(addCardMessages.title)}
      size="small"
    >
      {step === 'card' ? (
        <CardStep error={error} errorText={errorText} />
      ) : (
        <CodeStep error={error} errorText={errorText} />
      )}
    </Dialog>
  );
}

interface StepProps {
  error: CardError | null;
  errorText: string | null;
}

function CardStep({ error, errorText }: StepProps) {
  const intl = useIntl();
  const [creating, onNumber, onExpiry, submit, close] = useUnit([
    $creating,
    numberChanged,
    expiryChanged,
    cardSubmitted,
    addCardClosed,
  ]);
  const [now] = useState(() => new Date());
  const otherError = error && !numberErrors.includes(error) && !expiryErrors.includes(error);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack space="lg">
        <Text tone="muted">{intl.formatMessage(addCardMessages.cardIntro)}</Text>
        <CardNumberField
          name="card-number"
          onValueChange={(digits) => onNumber(digits)}
          error={error && numberErrors.includes(error) ? errorText : undefined}
        />
        <ExpiryField
          name="card-expiry"
          now={now}
          onInput={(event) => onExpiry(formatExpiryInput(event.currentTarget.value))}
          error={error && expiryErrors.includes(error) ? errorText : undefined}
        />
        {otherError ? (
          <Alert tone="critical" live>
            {errorText}
          </Alert>
        ) : null}
        <Inline space="md">
          <Button type="submit" loading={creating}>
            {intl.formatMessage(addCardMessages.continue)}
          </Button>
          <Button type="button" tone="neutral" onClick={() => close()}>
            {intl.formatMessage(addCardMessages.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function CodeStep({ error, errorText }: StepProps) {
  const intl = useIntl();
  const [verification, code, confirming, resendAt, onCode, retry, restart] = useUnit([
    $verification,
    $cardCode,
    $confirming,
    $codeResendAt,
    cardCodeChanged,
    cardCodeRetried,
    addCardOpened,
  ]);
  const [canResend, setCanResend] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The card form that had focus is gone: typing goes on in the code field.
  useEffect(() => codeRef.current?.focus(), []);
  if (!verification) return null;
  return (
    <Stack space="lg">
      <Text>
        {intl.formatMessage(addCardMessages.codeSent, {
          phone: maskPhone(verification.phone_masked),
        })}
      </Text>
      <CodeField
        label={intl.formatMessage(addCardMessages.codeLabel)}
        length={verification.code_length}
        value={code}
        onValueChange={(next) => onCode(next)}
        error={error && codeErrors.includes(error) ? errorText : undefined}
        disabled={confirming}
        ref={codeRef}
      />
      {error === 'failed' ? (
        // The code was not checked (server or connection): the same code is sent again.
        <RetryAlert
          live
          retryLabel={intl.formatMessage(addCardMessages.retryCode)}
          onRetry={() => retry()}
        >
          {errorText}
        </RetryAlert>
      ) : error && !codeErrors.includes(error) ? (
        <Alert tone="critical" live>
          {errorText}
        </Alert>
      ) : null}
      {confirming ? (
        <Text tone="muted" role="status">
          {intl.formatMessage(addCardMessages.confirming)}
        </Text>
      ) : null}
      {resendAt !== null && !canResend ? (
        <Text tone="muted">
          {intl.formatMessage(addCardMessages.resendIn)}{' '}
          <Countdown
            endsAt={resendAt}
            onDone={() => setCanResend(true)}
            doneMessage={intl.formatMessage(addCardMessages.resendReady)}
          />
        </Text>
      ) : (
        <Button type="button" tone="neutral" onClick={() => restart()}>
          {intl.formatMessage(addCardMessages.resend)}
        </Button>
      )}
    </Stack>
  );
}
