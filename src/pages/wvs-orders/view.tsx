import { defineMessages, useIntl } from 'react-intl';
import { Container } from 'design-system';
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

/** The orders list alone, for the mobile app's web view (no header or footer). */
export function WvsOrdersView() {
  const intl = useIntl();
  return (
    <Container as="main" id="main">
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path="/wvs/orders"
        noindex
      />
      <OrdersList />
    </Container>
  );
}
