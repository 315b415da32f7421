import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { OrderConfirmed, confirmedMessages } from '@/features/checkout/index.ui';
import { Head } from '@/shared/ui';
import { $order, $orderNumber } from './model';

export function CheckoutConfirmedView() {
  const intl = useIntl();
  const [number, order] = useUnit([$orderNumber, $order]);
  const title = intl.formatMessage(confirmedMessages.title);
  return (
    <>
      <Head
        title={`${title} — Savat`}
        description={intl.formatMessage(confirmedMessages.thanks)}
        path="/checkout/confirmed"
        noindex
      />
      <OrderConfirmed number={number} order={order} />
    </>
  );
}
