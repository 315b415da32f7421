import { useUnit } from 'effector-react';
import { lazyComponent } from 'design-system';
import { onDemand } from '@/shared/lib/on-demand';
import { $interruptedOrder } from '../model/placing';

// Shown only after a reload interrupted placing an order: its code and styles load then.
const loadAlert = onDemand(() => import('./interrupted-order-alert'));
const InterruptedOrderAlert = lazyComponent(async () => (await loadAlert()).InterruptedOrderAlert);

/** Says that an order sent before the page was reloaded went through, and leads to it. */
export function InterruptedOrderNotice() {
  const order = useUnit($interruptedOrder);
  if (!order) return null;
  return <InterruptedOrderAlert order={order} />;
}
