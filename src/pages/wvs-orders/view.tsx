import { Box, Container } from 'design-system';
import { OrdersPageContent } from '@/pages/account-orders/view';

/** The orders list alone, for the mobile app's web view (no header or footer). */
export function WvsOrdersView() {
  return (
    <Container as="main" id="main">
      {/* No header or footer above and below: the page keeps its own breathing room. */}
      <Box paddingY="xl">
        <OrdersPageContent path="/wvs/orders" />
      </Box>
    </Container>
  );
}
