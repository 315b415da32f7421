import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { onDemand } from '@/shared/lib/on-demand';
import { $interruptedOrder } from '../model/placing';

// Shown only after a reload interrupted placing an order: its code and styles load then.
const loadAlert = onDemand(() => import('./interrupted-order-alert'));
const InterruptedOrderAlert = lazy(async () => ({
  default: (await loadAlert()).InterruptedOrderAlert,
}));

/** Says that an order sent before the page was reloaded went through, and leads to it. */
export function InterruptedOrderNotice() {
  const order = useUnit($interruptedOrder);
  if (!order) return null;
  return (
    <Suspense fallback={null}>
      <InterruptedOrderAlert order={order} />
    </Suspense>
  );
}
