import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  focusIsLost,
  Alert,
  Button,
  Dialog,
  formatMoney,
  Inline,
  Link,
  Stack,
  Text,
  TextArea,
} from 'design-system';
import type { Order } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { cancellabilityOf, cancelReasonMaxLength } from '../lib/order-cancel-rules';
import {
  $cancelDialogOpen,
  $cancelledHere,
  $cancelFailure,
  $cancelling,
  $cancelReason,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  cancelReasonChanged,
} from '../model/order-cancel';

const dialogTitle = defineMessage<{ number: string }>({
  id: 'account.cancel.dialogTitle',
  defaultMessage: 'Cancel order {number}?',
  description: 'Title of the dialog confirming an order cancellation',
});
const refunded = defineMessage<{ amount: string }>({
  id: 'account.cancel.refunded',
  defaultMessage: '{amount} has been refunded to your card. Banks usually show it within 1–3 days.',
  description: 'A paid card order was cancelled and its charge given back',
});
const yourReason = defineMessage<{ reason: string }>({
  id: 'account.cancel.yourReason',
  defaultMessage: 'Your reason: {reason}',
  description: 'The reason the shopper gave when cancelling',
});

const messages = defineMessages({
  cancel: {
    id: 'account.cancel.button',
    defaultMessage: 'Cancel order',
    description: 'Opens the dialog to cancel an order',
  },
  dialogText: {
    id: 'account.cancel.dialogText',
    defaultMessage:
      'The items go back on sale. If you paid by card, the whole amount is refunded to it.',
    description: 'What cancelling an order does',
  },
  reason: {
    id: 'account.cancel.reason',
    defaultMessage: 'Why are you cancelling?',
    description: 'Label of the optional reason field',
  },
  keep: {
    id: 'account.cancel.keep',
    defaultMessage: 'Keep the order',
    description: 'Closes the cancel dialog without cancelling',
  },
  confirm: {
    id: 'account.cancel.confirm',
    defaultMessage: 'Yes, cancel',
    description: 'Confirms the order cancellation',
  },
  failed: {
    id: 'account.cancel.failed',
    defaultMessage: 'The order could not be cancelled. Check the connection and try again.',
    description: 'Cancelling failed for a reason other than the order moving on',
  },
  notFound: {
    id: 'account.cancel.notFound',
    defaultMessage:
      'This order was not found in your account, so it cannot be cancelled here. Support can help.',
    description: 'Cancelling failed: the order is not in the signed-in shopper’s account (404)',
  },
  reasonRefused: {
    id: 'account.cancel.reasonRefused',
    defaultMessage:
      'The reason could not be accepted. Shorten it or leave out unusual characters, then try again.',
    description: 'Cancelling failed: the server did not accept the reason as written (422)',
  },
  tooLate: {
    id: 'account.cancel.tooLate',
    defaultMessage:
      'Pickers have already started assembling this order, so it can no longer be cancelled here. Support can still help.',
    description: 'Why an order being assembled or delivered cannot be cancelled',
  },
  support: {
    id: 'account.cancel.support',
    defaultMessage: 'Contact support',
    description: 'Link to the contacts page from an order that cannot be cancelled',
  },
  cancelledByYou: {
    id: 'account.cancel.cancelledByYou',
    defaultMessage: 'You cancelled this order.',
    description: 'Shown on an order the shopper cancelled',
  },
});

/** Cancelling from the order's page: the button and its dialog, why not, or what it did. */
export function OrderCancel({ order }: { order: Order }) {
  const intl = useIntl();
  const [locale, open, reason, failure, cancelling, cancelledHere] = useUnit([
    $locale,
    $cancelDialogOpen,
    $cancelReason,
    $cancelFailure,
    $cancelling,
    $cancelledHere,
  ]);
  const [ask, dismiss, changeReason, confirm] = useUnit([
    cancelClicked,
    cancelDismissed,
    cancelReasonChanged,
    cancelConfirmed,
  ]);
  const state = cancellabilityOf(order);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The dialog opens on its reason field: what the shopper types first goes there.
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const justCancelled = state === 'cancelled' && cancelledHere === order.id;
  // The cancel button had the focus and is gone with the cancel: the notice of it takes the focus.
  useEffect(() => {
    if (!justCancelled) return;
    if (focusIsLost()) noticeRef.current?.focus();
  }, [justCancelled]);
  const supportLink = (
    <Link href={links.contacts(locale)} as={RouterLink}>
      {intl.formatMessage(messages.support)}
    </Link>
  );

  if (state === 'inHand') {
    return (
      <Alert tone="info" action={supportLink}>
        {intl.formatMessage(messages.tooLate)}
      </Alert>
    );
  }
  if (state === 'cancelled') {
    if (!order.cancellation && !order.refund) return null;
    return (
      <div ref={noticeRef} tabIndex={-1}>
        <Alert tone={order.refund ? 'positive' : 'info'}>
          <Stack space="xs">
            {order.cancellation ? <Text>{intl.formatMessage(messages.cancelledByYou)}</Text> : null}
            {order.cancellation?.reason ? (
              <Text size="sm">
                {intl.formatMessage(yourReason, { reason: order.cancellation.reason })}
              </Text>
            ) : null}
            {order.refund ? (
              <Text>
                {intl.formatMessage(refunded, { amount: formatMoney(order.refund.amount, locale) })}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      </div>
    );
  }
  if (state !== 'cancellable') return null;

  return (
    <>
      <Button
        tone="neutral"
        size="lg"
        fullWidth
        onClick={() => ask(order.id)}
        onPointerEnter={() => void Dialog.preload()}
        onFocus={() => void Dialog.preload()}
      >
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) dismiss();
        }}
        title={intl.formatMessage(dialogTitle, { number: order.number })}
        description={intl.formatMessage(messages.dialogText)}
        size="small"
        initialFocusRef={reasonRef}
        footer={
          <Inline space="sm" align="end">
            <Button tone="neutral" onClick={() => dismiss()} disabled={cancelling}>
              {intl.formatMessage(messages.keep)}
            </Button>
            <Button tone="critical" loading={cancelling} onClick={() => confirm()}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Inline>
        }
      >
        <Stack space="md">
          <TextArea
            ref={reasonRef}
            label={intl.formatMessage(messages.reason)}
            optional
            maxLength={cancelReasonMaxLength}
            value={reason}
            onChange={(event) => changeReason(event.currentTarget.value)}
          />
          {failure === 'notCancellable' ? (
            <Alert tone="critical" live action={supportLink}>
              {intl.formatMessage(messages.tooLate)}
            </Alert>
          ) : null}
          {failure === 'notFound' ? (
            <Alert tone="critical" live action={supportLink}>
              {intl.formatMessage(messages.notFound)}
            </Alert>
          ) : null}
          {failure === 'reasonRefused' ? (
            <Alert tone="critical" live>
              {intl.formatMessage(messages.reasonRefused)}
            </Alert>
          ) : null}
          {failure === 'failed' ? (
            <Alert tone="critical" live>
              {intl.formatMessage(messages.failed)}
            </Alert>
          ) : null}
        </Stack>
      </Dialog>
    </>
  );
}
