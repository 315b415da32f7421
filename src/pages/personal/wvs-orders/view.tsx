import { Box, Container } from 'design-system';
import { OrdersScreen } from '@/features/account';

/** The orders list alone, for the mobile app's web view (no header or footer). */
export function WvsOrdersView() {
  return (
    <Container as="main" id="main">
      {/* No header or footer above and below: the page keeps its own breathing room. */}
      <Box paddingY="xl">
        <OrdersScreen path="/wvs/orders" />
      </Box>
    </Container>
  );
}
