import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $api, navigateFx, $locale } from '@/shared/model';
import { failureFacts } from '@/shared/api';
import { loggedOut } from '@/entities/session';
import { $cart, cartCleared, cartTotal, cartWeight, type CartItem } from '@/entities/cart';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/shop';
import { cartCheckRequested } from '@/entities/cart';
import { createIdempotencyKey, createOrder } from '@/entities/order';
import type { BlockedLine } from '@/entities/region';
import type { ConflictLine, Order, OrderCreateRequest } from '@/shared/api';
import { stepProblems } from '../lib/form';
import { deliveryFee } from '../lib/delivery-fee';
import { orderRequest } from '../lib/order';
import { withSubstitutions } from '../lib/substitutions';
import { $draftRead, $form, draftCleared, readDraftFx } from './form';
import { forgetOneClickFx, readOneClickFx } from './stored';
import { $lineSubstitutions, $substitution } from './substitutions';
import { $orderWindowId, $windowMissing, windowsRefreshed } from './window';

export interface PlaceOrderParams {
  order: OrderCreateRequest;
  idempotencyKey: string;
}

const createOrderApiFx = attach({
  source: $api,
  effect: (api, params: PlaceOrderParams) => createOrder(api, params),
});
export const placeOrderFx = createEffect<PlaceOrderParams, Order>((params) =>
  createOrderApiFx(params),
);
export const newKeyFx = createEffect<void, string>(() => createIdempotencyKey());

/** The checkout page opened (guard, then the cart is checked). */
export const checkoutOpened = createEvent();
export const payClicked = createEvent();
/** The order is paid or needs no online payment: the purchase is done. */
export const orderConfirmed = createEvent<Order>();

/** A product bought directly, without the cart. */
export const $oneClickItem = createStore<CartItem | null>(null, { serialize: 'ignore' });
/** The key of the current attempt: reused when it is retried, replaced when the order changes. */
export const $idempotencyKey = createStore<string | null>(null, { serialize: 'ignore' });
export const $conflicts = createStore<ConflictLine[]>([], { serialize: 'ignore' });
export type OrderError = 'price_changed' | 'stock_conflict' | 'perishables_not_shipped' | 'failed';
export const $orderError = createStore<OrderError | null>(null, { serialize: 'ignore' });
/** The lines the chosen region cannot receive, named by the API when it refused the order. */
export const $refusedLines = createStore<BlockedLine[]>([], { serialize: 'ignore' });
export const $placing = placeOrderFx.pending;
export const $confirmedOrder = createStore<Order | null>(null, { serialize: 'ignore' });

/** What is being bought: the one-click item alone, or the cart. */
export const $lines = combine($oneClickItem, $cart, (item, cart) => (item ? [item] : cart));
export const $subtotal = $lines.map(cartTotal);
export const $deliveryFee = combine(
  { form: $form, lines: $lines, settings: $deliverySettings },
  ({ form, lines, settings }) =>
    deliveryFee(form.deliveryType, cartTotal(lines), cartWeight(lines), settings),
);
export const $total = combine($subtotal, $deliveryFee, (subtotal, fee) => subtotal + (fee ?? 0));

// Opening checkout reads what the device holds: the item bought in one click (stored by
// ./stored on the product page) and, once, the form's draft.
sample({ clock: checkoutOpened, target: readOneClickFx });
sample({ clock: readOneClickFx.doneData, target: $oneClickItem });
sample({ clock: checkoutOpened, filter: $draftRead.map((read) => !read), target: readDraftFx });
sample({ clock: loggedOut, fn: () => null, target: $oneClickItem });
sample({ clock: checkoutOpened, target: fetchDeliverySettingsFx });

// Guard, once the one-click item is known: nothing to buy goes back to the cart; otherwise the
// cart is checked first.
sample({
  clock: readOneClickFx.doneData,
  source: { cart: $cart, locale: $locale },
  filter: ({ cart }, item) => item === null && cart.length === 0,
  fn: ({ locale }) => `/${locale}/cart`,
  target: navigateFx,
});
sample({
  clock: readOneClickFx.doneData,
  source: $cart,
  filter: (cart, item) => item === null && cart.length > 0,
  target: cartCheckRequested,
});

// A new attempt whenever what would be ordered changes.
sample({
  clock: [$form, $lines, $orderWindowId, $substitution, $lineSubstitutions],
  fn: () => null,
  target: $idempotencyKey,
});

const attempt = sample({
  clock: payClicked,
  source: {
    form: $form,
    lines: $lines,
    placing: placeOrderFx.pending,
    key: $idempotencyKey,
    windowMissing: $windowMissing,
  },
  filter: ({ form, lines, placing, windowMissing }) =>
    !placing &&
    lines.length > 0 &&
    !windowMissing &&
    (['delivery', 'address', 'payment'] as const).every(
      (step) => Object.keys(stepProblems(step, form)).length === 0,
    ),
});
const keyReady = sample({
  clock: attempt,
  filter: ({ key }) => key !== null,
  fn: ({ key }) => key ?? '',
});
const keyNeeded = sample({ clock: attempt, filter: ({ key }) => key === null });
const keyFx = attach({ effect: newKeyFx });
sample({ clock: keyNeeded, target: keyFx });
sample({ clock: keyFx.doneData, target: $idempotencyKey });
sample({
  clock: [keyReady, keyFx.doneData],
  source: {
    form: $form,
    lines: $lines,
    total: $total,
    windowId: $orderWindowId,
    substitution: $substitution,
    lineChoices: $lineSubstitutions,
  },
  fn: (
    { form, lines, total, windowId, substitution, lineChoices },
    idempotencyKey,
  ): PlaceOrderParams => {
    const order = withSubstitutions(orderRequest(form, lines, total), substitution, lineChoices);
    return {
      order: windowId ? { ...order, delivery: { ...order.delivery, window_id: windowId } } : order,
      idempotencyKey,
    };
  },
  target: placeOrderFx,
});
sample({ clock: payClicked, fn: () => null, target: $orderError });

// Nothing is charged silently: a changed price or missing stock is shown and the cart re-checked;
// perishable lines a region cannot receive are named.
const namedRefusals = ['price_changed', 'stock_conflict', 'perishables_not_shipped'] as const;
const refused = placeOrderFx.failData.map(
  (error): { kind: OrderError; lines: ConflictLine[]; blocked: BlockedLine[] } => {
    const { code } = failureFacts(error);
    const body = (error as { body?: { lines?: ConflictLine[]; blocked_lines?: BlockedLine[] } })
      .body;
    const kind = namedRefusals.find((named) => named === code) ?? 'failed';
    return { kind, lines: body?.lines ?? [], blocked: body?.blocked_lines ?? [] };
  },
);
sample({ clock: refused, fn: ({ kind }) => kind, target: $orderError });
sample({ clock: refused, fn: ({ lines }) => lines, target: $conflicts });
sample({ clock: refused, fn: ({ blocked }) => blocked, target: $refusedLines });
sample({
  clock: refused,
  filter: ({ kind }) => kind !== 'failed',
  fn: () => null,
  target: $idempotencyKey,
});
sample({
  clock: refused,
  filter: ({ kind }) => kind === 'price_changed' || kind === 'stock_conflict',
  target: cartCheckRequested,
});
sample({ clock: placeOrderFx.done, fn: (): ConflictLine[] => [], target: $conflicts });
sample({ clock: placeOrderFx.done, fn: (): BlockedLine[] => [], target: $refusedLines });
// The window filled up or closed meanwhile: the places are read again for another choice.
sample({
  clock: placeOrderFx.failData,
  filter: (error) => ['window_full', 'window_closed'].includes(failureFacts(error).code ?? ''),
  target: windowsRefreshed,
});

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
