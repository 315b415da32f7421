import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { $api } from '@/shared/model';
import { getOrderByTransaction } from '@/entities/order';
import { loggedIn, userReloadRequested } from '@/entities/session';
import { isNothingThere, isUnauthorized, type Order } from '@/shared/api';
import { $idempotencyKey, orderConfirmed } from './order';

const getOrderApiFx = attach({
  source: $api,
  effect: (api, tid: string) => getOrderByTransaction(api, { tid }),
});
export const fetchPaymentFx = createEffect<string, Order>((tid) => getOrderApiFx(tid));

/** `/checkout/payment` opened for a transaction. */
export const paymentPageOpened = createEvent<string>();

/**
 * `notFound`: the API has no order for this transaction (for this shopper); asking again won't
 * help. `sessionEnded`: the API no longer knows the session (401); asked again after signing in.
 */
export type PaymentState = 'waiting' | 'paid' | 'failed' | 'unknown' | 'notFound' | 'sessionEnded';
/** The payment page's "Sign in" after the session ended. */
export const paymentSignInClicked = createEvent();

export const $pollInterval = createStore(2000, { serialize: 'ignore' });
export const maxPolls = 90;
export const $transaction = createStore<string | null>(null, { serialize: 'ignore' });
export const $paymentState = createStore<PaymentState>('waiting', { serialize: 'ignore' });
export const $paymentOrder = createStore<Order | null>(null, { serialize: 'ignore' });
/** The last check got no answer about the payment (offline, a server failure): checks go on. */
export const $paymentUnreachable = createStore(false, { serialize: 'ignore' });
const $polls = createStore(0, { serialize: 'ignore' });

// The page opened again for the transaction already being followed (the page mounted anew, say)
// joins that check instead of starting a second one beside it.
const started = sample({
  clock: paymentPageOpened,
  source: { tid: $transaction, state: $paymentState },
  filter: (current, tid) => !(current.tid === tid && current.state === 'waiting'),
  fn: (_, tid) => tid,
});
sample({
  clock: started,
  source: $transaction,
  filter: (previous, tid) => previous !== tid,
  fn: () => null,
  target: $paymentOrder,
});
sample({ clock: started, target: $transaction });
sample({ clock: started, fn: (): PaymentState => 'waiting', target: $paymentState });
sample({ clock: started, fn: () => 0, target: $polls });
sample({ clock: started, target: fetchPaymentFx });
sample({ clock: fetchPaymentFx, source: $polls, fn: (polls) => polls + 1, target: $polls });
// Only answers about the transaction on screen count (a replaced page's answer may come late).
const current = sample({
  clock: fetchPaymentFx.done,
  source: $transaction,
  filter: (tid, { params }) => tid === params,
  fn: (_, { result }) => result,
});
const failedNow = sample({
  clock: fetchPaymentFx.fail,
  source: $transaction,
  filter: (tid, { params }) => tid === params,
  fn: (_, { error }) => error,
});
const missing = failedNow.filter({ fn: (error) => isNothingThere(error) });
const sessionEnded = failedNow.filter({ fn: (error) => isUnauthorized(error) });
const checkFailed = failedNow.filter({
  fn: (error) => !isNothingThere(error) && !isUnauthorized(error),
});

sample({ clock: checkFailed, fn: () => true, target: $paymentUnreachable });
sample({
  clock: [started, current, missing, sessionEnded],
  fn: () => false,
  target: $paymentUnreachable,
});
// The session is over: checks stop, the page says so; the profile is read again, and its 401 signs
// the shopper out here too. Signed in again, the payment is checked again.
sample({ clock: sessionEnded, fn: (): PaymentState => 'sessionEnded', target: $paymentState });
sample({ clock: sessionEnded, fn: () => undefined, target: userReloadRequested });
sample({
  clock: loggedIn,
  source: { tid: $transaction, state: $paymentState },
  filter: ({ tid, state }) => tid !== null && state === 'sessionEnded',
  fn: ({ tid }) => tid ?? '',
  target: paymentPageOpened,
});

sample({ clock: current, target: $paymentOrder });
sample({ clock: missing, fn: () => null, target: $paymentOrder });
sample({ clock: missing, fn: (): PaymentState => 'notFound', target: $paymentState });

const answered = current.map((order): PaymentState => {
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
  clock: current,
  filter: (order) => order.payment_status === 'paid',
  target: orderConfirmed,
});

// Still waiting (or the check itself failed, not for want of the order): ask again a little
// later, for a while. An unknown transaction is not asked about again.
const again = sample({
  clock: [answered.filter({ fn: (state) => state === 'waiting' }), checkFailed],
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
  clock: [answered, checkFailed],
  source: { polls: $polls, state: $paymentState },
  filter: ({ polls, state }) => polls >= maxPolls && state === 'waiting',
  fn: (): PaymentState => 'unknown',
  target: $paymentState,
});
