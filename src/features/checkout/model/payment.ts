import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { $api } from '@/shared/model';
import { getOrderByTransaction } from '@/entities/order';
import type { Order } from '@/shared/api';
import { $idempotencyKey, orderConfirmed } from './order';

const getOrderApiFx = attach({
  source: $api,
  effect: (api, tid: string) => getOrderByTransaction(api, { tid }),
});
export const fetchPaymentFx = createEffect<string, Order>((tid) => getOrderApiFx(tid));

/** `/checkout/payment` opened for a transaction. */
export const paymentPageOpened = createEvent<string>();

export type PaymentState = 'waiting' | 'paid' | 'failed' | 'unknown';

export const $pollInterval = createStore(2000, { serialize: 'ignore' });
export const maxPolls = 90;
export const $transaction = createStore<string | null>(null, { serialize: 'ignore' });
export const $paymentState = createStore<PaymentState>('waiting', { serialize: 'ignore' });
export const $paymentOrder = createStore<Order | null>(null, { serialize: 'ignore' });
const $polls = createStore(0, { serialize: 'ignore' });

sample({ clock: paymentPageOpened, target: $transaction });
sample({ clock: paymentPageOpened, fn: (): PaymentState => 'waiting', target: $paymentState });
sample({ clock: paymentPageOpened, fn: () => 0, target: $polls });
sample({ clock: paymentPageOpened, target: fetchPaymentFx });
sample({ clock: fetchPaymentFx, source: $polls, fn: (polls) => polls + 1, target: $polls });
sample({ clock: fetchPaymentFx.doneData, target: $paymentOrder });

const answered = fetchPaymentFx.doneData.map((order): PaymentState => {
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'failed' || order.status === 'cancelled') return 'failed';
  return 'waiting';
});
sample({ clock: answered, target: $paymentState });
// A failed payment ends that order: paying again is a new attempt with a new key.
sample({
  clock: answered,
  filter: (state) => state === 'failed',
  fn: () => null,
  target: $idempotencyKey,
});
sample({
  clock: fetchPaymentFx.doneData,
  filter: (order) => order.payment_status === 'paid',
  target: orderConfirmed,
});

// Still waiting (or the check itself failed): ask again a little later, for a while.
const again = sample({
  clock: [answered.filter({ fn: (state) => state === 'waiting' }), fetchPaymentFx.fail],
  source: { tid: $transaction, polls: $polls },
  filter: ({ tid, polls }) => tid !== null && polls < maxPolls,
  fn: ({ tid }) => tid ?? '',
});
sample({
  clock: delay({ source: again, timeout: $pollInterval }),
  source: $transaction,
  // A newer payment page replaced this one: stop following the old transaction.
  filter: (tid, polled) => tid === polled,
  fn: (tid) => tid ?? '',
  target: fetchPaymentFx,
});
sample({
  clock: [answered, fetchPaymentFx.fail],
  source: { polls: $polls, state: $paymentState },
  filter: ({ polls, state }) => polls >= maxPolls && state === 'waiting',
  fn: (): PaymentState => 'unknown',
  target: $paymentState,
});
