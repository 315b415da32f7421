import { useIntl } from 'react-intl';
import { PaymentStatus, paymentTitle } from '@/features/checkout/index.ui';
import { Head } from '@/shared/ui';

export function CheckoutPaymentView() {
  const intl = useIntl();
  const title = intl.formatMessage(paymentTitle);
  return (
    <>
      <Head title={`${title} — Savat`} description={title} path="/checkout/payment" noindex />
      <PaymentStatus />
    </>
  );
}
