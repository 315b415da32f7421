import { useUnit } from 'effector-react';
import { Link as RouterLink } from 'wouter';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ButtonLink,
  Heading,
  Inline,
  Link,
  Spinner,
  Stack,
  Text,
} from 'design-system';
import type { Order } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import {
  $paymentOrder,
  $paymentState,
  $paymentUnreachable,
  $transaction,
  paymentPageOpened,
  paymentSignInClicked,
} from '../model/payment';

const messagesPlain = defineMessages({
  title: { id: 'payment.title', defaultMessage: 'Payment', description: 'Payment page heading' },
  waiting: {
    id: 'payment.waiting',
    defaultMessage: 'Waiting for the bank to confirm the payment…',
    description: 'The payment is being processed',
  },
  waitingHint: {
    id: 'payment.waitingHint',
    defaultMessage: 'Keep this page open; it usually takes a few seconds.',
    description: 'Below the waiting message',
  },
  paid: {
    id: 'payment.paid',
    defaultMessage: 'The payment went through',
    description: 'The payment succeeded',
  },
  failed: {
    id: 'payment.failed',
    defaultMessage: 'The payment did not go through',
    description: 'The payment failed',
  },
  failedHint: {
    id: 'payment.failedHint',
    defaultMessage:
      'No money was taken. Your cart is kept: try again or choose another way to pay.',
    description: 'What to do after a failed payment',
  },
  retry: {
    id: 'payment.retry',
    defaultMessage: 'Back to checkout',
    description: 'Returns to checkout after a failed payment',
  },
  unreachable: {
    id: 'payment.unreachable',
    defaultMessage:
      'We cannot reach the shop right now. This does not affect the payment: we keep checking.',
    description: 'Payment page: the last check of the payment got no answer; checking goes on',
  },
  unknown: {
    id: 'payment.unknown',
    defaultMessage: 'We could not learn how the payment ended',
    description: 'Polling gave up',
  },
  unknownHint: {
    id: 'payment.unknownHint',
    defaultMessage: 'Do not pay again yet: check once more, or look at the order in My orders.',
    description: 'What to do when the payment state is unknown',
  },
  checkAgain: {
    id: 'payment.checkAgain',
    defaultMessage: 'Check again',
    description: 'Asks for the payment state again',
  },
  orders: { id: 'payment.orders', defaultMessage: 'My orders', description: 'Link to orders' },
  notFound: {
    id: 'payment.notFound',
    defaultMessage: 'Order not found',
    description: 'The API knows no order for the transaction in the address',
  },
  notFoundHint: {
    id: 'payment.notFoundHint',
    defaultMessage:
      'The link may be wrong or meant for another account. Your orders are in My orders.',
    description: 'What to do when the payment page names an unknown transaction',
  },
  sessionEnded: {
    id: 'payment.sessionEnded',
    defaultMessage: 'Your session has ended',
    description:
      'Payment page: the API no longer knows the session (401), so the payment is not checked',
  },
  sessionEndedHint: {
    id: 'payment.sessionEndedHint',
    defaultMessage: 'Sign in again to see how the payment went. This does not affect the payment.',
    description: 'What to do when the session ended on the payment page',
  },
  signIn: {
    id: 'payment.signIn',
    defaultMessage: 'Sign in',
    description: 'Opens the sign-in dialog after the session ended on the payment page',
  },
  noTransaction: {
    id: 'payment.noTransaction',
    defaultMessage: 'Invalid link',
    description: 'The payment page was opened without a transaction',
  },
});

const messagesValued = {
  order: defineMessage<{ number: string }>({
    id: 'payment.order',
    defaultMessage: 'Order {number}',
    description: 'Which order is being paid',
  }),
};

type FailureReason = NonNullable<Order['payment_failure_reason']>;

const reasonMessages = defineMessages<FailureReason>({
  insufficient_funds: {
    id: 'payment.reason.insufficientFunds',
    defaultMessage: 'There is not enough money on the card.',
    description: 'Why the payment failed',
  },
  card_expired: {
    id: 'payment.reason.cardExpired',
    defaultMessage: 'The card has expired.',
    description: 'Why the payment failed',
  },
  declined: {
    id: 'payment.reason.declined',
    defaultMessage: 'The bank declined the payment.',
    description: 'Why the payment failed',
  },
});

/** The payment page's title. */
export const paymentTitle = messagesPlain.title;

const messages = { ...messagesPlain, ...messagesValued };

/** Follows a card payment until it succeeds (then confirmation opens) or fails. */
export function PaymentStatus() {
  const intl = useIntl();
  const [state, order, tid, locale, unreachable, checkAgain, signIn] = useUnit([
    $paymentState,
    $paymentOrder,
    $transaction,
    $locale,
    $paymentUnreachable,
    paymentPageOpened,
    paymentSignInClicked,
  ]);
  return (
    <Stack space="xl">
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {order ? (
        <Text tone="muted">{intl.formatMessage(messages.order, { number: order.number })}</Text>
      ) : null}
      {tid === null ? (
        <Alert tone="critical">{intl.formatMessage(messages.noTransaction)}</Alert>
      ) : null}
      {tid !== null && state === 'waiting' ? (
        <Stack space="sm" align="center">
          <Spinner size="large" label={intl.formatMessage(messages.waiting)} labelVisible />
          <Text tone="muted" align="center">
            {intl.formatMessage(messages.waitingHint)}
          </Text>
          {unreachable ? (
            <Text tone="muted" align="center" role="status">
              {intl.formatMessage(messages.unreachable)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {state === 'paid' ? (
        <Alert tone="positive" live title={intl.formatMessage(messages.paid)} />
      ) : null}
      {state === 'failed' ? (
        <Alert
          tone="critical"
          live
          title={intl.formatMessage(messages.failed)}
          action={
            <ButtonLink href={links.checkout(locale)} as={RouterLink}>
              {intl.formatMessage(messages.retry)}
            </ButtonLink>
          }
        >
          <Stack space="xs">
            <Text>{intl.formatMessage(messages.failedHint)}</Text>
            {order?.payment_failure_reason ? (
              <Text>{intl.formatMessage(reasonMessages[order.payment_failure_reason])}</Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {state === 'notFound' && tid !== null ? (
        <Alert
          tone="critical"
          live
          title={intl.formatMessage(messages.notFound)}
          action={
            <Link href={links.orders(locale)} as={RouterLink}>
              {intl.formatMessage(messages.orders)}
            </Link>
          }
        >
          {intl.formatMessage(messages.notFoundHint)}
        </Alert>
      ) : null}
      {state === 'sessionEnded' && tid !== null ? (
        <Alert
          tone="caution"
          live
          title={intl.formatMessage(messages.sessionEnded)}
          action={
            <Button type="button" tone="neutral" onClick={() => signIn()}>
              {intl.formatMessage(messages.signIn)}
            </Button>
          }
        >
          {intl.formatMessage(messages.sessionEndedHint)}
        </Alert>
      ) : null}
      {state === 'unknown' && tid !== null ? (
        <Alert
          tone="caution"
          live
          title={intl.formatMessage(messages.unknown)}
          action={
            <Inline space="md">
              <Button type="button" tone="neutral" onClick={() => checkAgain(tid)}>
                {intl.formatMessage(messages.checkAgain)}
              </Button>
              <Link href={links.orders(locale)} as={RouterLink}>
                {intl.formatMessage(messages.orders)}
              </Link>
            </Inline>
          }
        >
          {intl.formatMessage(messages.unknownHint)}
        </Alert>
      ) : null}
    </Stack>
  );
}
