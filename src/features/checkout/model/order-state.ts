import { attach, combine, createEffect, createEvent, createStore } from 'effector';
import { $api } from '@/shared/model';
import { $cart, cartTotal, cartWeight, type CartItem } from '@/entities/cart';
import { $deliverySettings } from '@/entities/shop';
import { createIdempotencyKey, createOrder } from '@/entities/order';
import type { BlockedLine } from '@/entities/region';
import type { ConflictLine, Order, OrderCreateRequest } from '@/shared/api';
import { deliveryFee } from '../lib/delivery-fee';
import { $form } from './form';

/**
 * The units of the order: what is bought and what it costs, the attempt and its answer. The
 * rules are in ./checkout-guard (opening checkout), ./place-order, ./order-refusal and
 * ./order-confirmation.
 */
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
/** The session ended while placing the order: the shopper asks to sign in again. */
export const signInAgainClicked = createEvent();
/** The order is paid or needs no online payment: the purchase is done. */
export const orderConfirmed = createEvent<Order>();

/** A product bought directly, without the cart. */
export const $oneClickItem = createStore<CartItem | null>(null, { serialize: 'ignore' });
/** The key of the current attempt: reused when it is retried, replaced when the order changes. */
export const $idempotencyKey = createStore<string | null>(null, { serialize: 'ignore' });
export const $conflicts = createStore<ConflictLine[]>([], { serialize: 'ignore' });
/**
 * Why the order was not placed: the named refusals; `window`, the chosen window filled up or
 * closed; `tooManyRequests`, too many orders for now; `keyReused`, the attempt's key already
 * placed an order with other details (which may have gone through); `sessionEnded`, the session is
 * over (401) and the shopper must sign in again; `rejected`, the API refused the order as sent
 * (another 4xx); `failed`, no answer or a server failure, where trying again may work.
 */
export type OrderError =
  | 'price_changed'
  | 'stock_conflict'
  | 'perishables_not_shipped'
  | 'window'
  | 'tooManyRequests'
  | 'keyReused'
  | 'sessionEnded'
  | 'rejected'
  | 'failed';
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
