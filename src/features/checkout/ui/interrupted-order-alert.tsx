import { useUnit } from 'effector-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Alert, Button, Inline, Link } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { interruptedOrderDismissed, type InterruptedOrder } from '../model/placing';
import * as styles from './interrupted-order-notice.css';

// Shown on any page, so in the common section of the catalogue (not `checkout.`).
export const interruptedOrderMessages = defineMessages<{
  title: { number: string };
  text: NoMessageValues;
  awaitsPayment: NoMessageValues;
  confirmation: NoMessageValues;
  payment: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  title: {
    id: 'placedOrder.title',
    defaultMessage: 'Your order {number} is placed',
    description:
      'Title of the notice shown after the page was reloaded while the order was being placed, and the order went through',
  },
  text: {
    id: 'placedOrder.text',
    defaultMessage: 'The page was reloaded while the order was being sent. It went through, once.',
    description: 'Why the shopper sees the notice about an order placed during a reload',
  },
  awaitsPayment: {
    id: 'placedOrder.awaitsPayment',
    defaultMessage:
      'The page was reloaded while the order was being sent. It went through, once, and waits for the card payment.',
    description:
      'Same as placedOrder.text, for an order paid by card whose payment is not finished',
  },
  confirmation: {
    id: 'placedOrder.confirmation',
    defaultMessage: 'Open the order confirmation',
    description:
      'Link from the notice to the confirmation page of the order placed during a reload',
  },
  payment: {
    id: 'placedOrder.payment',
    defaultMessage: 'Open the payment',
    description:
      'Link from the notice to the card payment page of the order placed during a reload',
  },
  dismiss: {
    id: 'placedOrder.dismiss',
    defaultMessage: 'Hide',
    description: 'Button closing the notice about an order placed during a reload',
  },
});

/** The notice of an order sent before the page was reloaded (see ./interrupted-order-notice.tsx). */
export function InterruptedOrderAlert({ order }: { order: InterruptedOrder }) {
  const intl = useIntl();
  const [locale, dismiss] = useUnit([$locale, interruptedOrderDismissed]);
  const awaitsPayment = order.payment_type === 'card' && order.payment_status === 'pending';
  return (
    <Alert
      tone="positive"
      live
      className={styles.notice}
      title={intl.formatMessage(interruptedOrderMessages.title, { number: order.number })}
      action={
        <Inline space="md" alignY="center" wrap>
          <Link
            as={RouterLink}
            href={
              awaitsPayment
                ? links.checkoutPayment(locale, order.transaction_id)
                : links.checkoutConfirmed(locale, order.number)
            }
          >
            {intl.formatMessage(
              awaitsPayment
                ? interruptedOrderMessages.payment
                : interruptedOrderMessages.confirmation,
            )}
          </Link>
          <Button type="button" tone="neutral" size="sm" onClick={() => dismiss()}>
            {intl.formatMessage(interruptedOrderMessages.dismiss)}
          </Button>
        </Inline>
      }
    >
      {intl.formatMessage(
        awaitsPayment ? interruptedOrderMessages.awaitsPayment : interruptedOrderMessages.text,
      )}
    </Alert>
  );
}
