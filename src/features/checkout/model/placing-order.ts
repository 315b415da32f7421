import { sample } from 'effector';
import { failureFacts } from '@/shared/api';
import { placeOrderFx } from './order-state';
import { placingSettled, placingStarted } from './placing';

// Every order sent is kept on the device until the API answers it (./placing); an answer that
// never came (the page reloaded, the network dropped, the time limit passed: status 0) leaves it
// to be looked for, as the API may have created the order all the same.
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
      filter: (error) => (failureFacts(error).status ?? 0) > 0,
    }),
  ],
  fn: () => undefined,
  target: placingSettled,
});
