import { defineMessages, useIntl } from 'react-intl';
import { OrdersList } from '@/features/account';
import { Head } from '@/shared/ui';

const messages = defineMessages({
  title: {
    id: 'account.ordersPage.title',
    defaultMessage: 'My orders — Savat',
    description: 'My orders page title',
  },
  description: {
    id: 'account.ordersPage.description',
    defaultMessage: 'Your Savat orders, their status and totals.',
    description: 'My orders page meta description',
  },
});

/** My orders with its head, at an address of the caller's (the web view shows it too). */
export function OrdersPageContent({ path }: { path: string }) {
  const intl = useIntl();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path={path}
        noindex
      />
      <OrdersList />
    </>
  );
}

export function AccountOrdersView() {
  return <OrdersPageContent path="/account/orders" />;
}
