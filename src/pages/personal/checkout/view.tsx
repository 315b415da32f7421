import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Skeleton, Stack } from 'design-system';
import { $cartReady } from '@/entities/cart';
import { AddCardDialog } from '@/features/cards/index.ui';
import { CheckoutScreen, checkoutTitle } from '@/features/checkout/index.ui';
import { Head } from '@/shared/ui';

export function CheckoutView() {
  const intl = useIntl();
  const ready = useUnit($cartReady);
  const title = intl.formatMessage(checkoutTitle);
  return (
    <>
      <Head title={`${title} — Savat`} description={title} path="/checkout" noindex />
      {ready ? (
        <CheckoutScreen cardDialog={<AddCardDialog />} />
      ) : (
        <Stack space="lg">
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="rectangle" height={320} />
        </Stack>
      )}
    </>
  );
}
