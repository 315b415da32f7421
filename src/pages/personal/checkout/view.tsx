import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Heading, Skeleton, Stack } from 'design-system';
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
        // Until the cart is read (always in the server's page): the title, and where the form goes.
        <Stack space="xl">
          <Heading level={1} size="lg">
            {title}
          </Heading>
          <Skeleton shape="rectangle" height={320} />
        </Stack>
      )}
    </>
  );
}
