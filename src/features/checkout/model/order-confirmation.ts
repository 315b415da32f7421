import { sample } from 'effector';
import { navigateFx, $locale } from '@/shared/model';
import { cartCleared } from '@/entities/cart';
import { draftCleared } from './form';
import { forgetOneClickFx } from './stored';
import {
  $confirmedOrder,
  $idempotencyKey,
  $oneClickItem,
  orderConfirmed,
  placeOrderFx,
} from './order-state';

// Card orders wait for the payment; others are confirmed at once.
sample({
  clock: placeOrderFx.doneData,
  source: $locale,
  filter: (_, order) => order.payment_type === 'card' && order.payment_status !== 'paid',
  fn: (locale, order) =>
    `/${locale}/checkout/payment?tid=${encodeURIComponent(order.transaction_id)}`,
  target: navigateFx,
});
sample({
  clock: placeOrderFx.doneData,
  filter: (order) => order.payment_type !== 'card' || order.payment_status === 'paid',
  target: orderConfirmed,
});

// The cart (or the one-click item) is cleared only once the order is confirmed.
sample({ clock: orderConfirmed, target: $confirmedOrder });
sample({
  clock: orderConfirmed,
  source: $oneClickItem,
  filter: (item) => item === null,
  target: cartCleared,
});
sample({ clock: orderConfirmed, fn: () => null, target: $oneClickItem });
// The device forgets the item with it (./stored forgets it on sign-out and on checking out the cart).
sample({ clock: orderConfirmed, target: forgetOneClickFx });
sample({ clock: orderConfirmed, target: draftCleared });
sample({ clock: orderConfirmed, fn: () => null, target: $idempotencyKey });
sample({
  clock: orderConfirmed,
  source: $locale,
  fn: (locale, order) => `/${locale}/checkout/confirmed?order=${encodeURIComponent(order.number)}`,
  target: navigateFx,
});
