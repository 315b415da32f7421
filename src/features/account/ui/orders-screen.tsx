import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/shared/ui';
import { OrdersList } from './orders-list';

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

/**
 * My orders with its head, at the address it is shown at: the account's orders page and the
 * mobile app's web view show the same list.
 */
export function OrdersScreen({ path }: { path: string }) {
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
