import { sample } from 'effector';
import { failureFacts } from '@/shared/api';
import { placeOrderFx } from './order-state';
import { placingSettled, placingStarted } from './placing';

// Every order sent is kept on the device until the API answers what became of it (./placing): an
// order (2xx), or a refusal of the order as sent (4xx), which the API gives only when this
// attempt's key placed no order. Anything else leaves it to be looked for, as the API may have
// created the order all the same: no answer (the page reloaded, the network dropped, the time
// limit passed: status 0), a server failure (5xx, which a retry of an attempt whose answer never
// came may get too), a 401 (the session ended: the key was never looked at) and a 409
// `idempotency_key_reused` (the key did place an order, with other details).
function settlesPlacing(error: unknown): boolean {
  const { status, code } = failureFacts(error);
  if (status === null || status < 400 || status >= 500) return false;
  return status !== 401 && code !== 'idempotency_key_reused';
}

sample({
  clock: placeOrderFx,
  filter: ({ order }) => order.expected_total !== undefined,
  fn: ({ order }) => ({ total: order.expected_total ?? 0 }),
  target: placingStarted,
});
sample({
  clock: [
    placeOrderFx.done,
    sample({
      clock: placeOrderFx.failData,
      filter: settlesPlacing,
    }),
  ],
  fn: () => undefined,
  target: placingSettled,
});
