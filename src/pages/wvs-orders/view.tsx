import { Container } from 'design-system';
import { OrdersPageContent } from '@/pages/account-orders/view';

/** The orders list alone, for the mobile app's web view (no header or footer). */
export function WvsOrdersView() {
  return (
    <Container as="main" id="main">
      <OrdersPageContent path="/wvs/orders" />
    </Container>
  );
}
