import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $isAuthenticated, $userType, loggedOut, type AuthUserType } from '@/entities/session';
import { $api, $locale, pageNotFound } from '@/shared/model';
import { failureFacts } from '@/shared/api';
import { $cart, cartEdited, cartItemFromProduct, mergeCarts, type CartItem } from '@/entities/cart';
import { cartCheckRequested } from '@/entities/cart';
import { getOrderDetails } from '@/entities/order';
import { getProduct } from '@/entities/product';
import type { Order, OrderLine } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { navigateFx } from './navigation';
import type { LoadState } from './orders';

export interface BuyAgainQuery {
  lines: OrderLine[];
  locale: Locale;
  userType: AuthUserType;
}

const getOrderApiFx = attach({
  source: $api,
  effect: (api, id: number) => getOrderDetails(api, { id }),
});
export const loadOrderFx = createEffect<number, Order>((id) => getOrderApiFx(id));

/**
 * The order's lines as cart lines, from the products as they are today (current price, units
 * and weight). A product that no longer exists is left out; one that could not be fetched is
 * taken from the order and corrected by the cart check.
 */
const buyAgainApiFx = attach({
  source: $api,
  effect: async (api, { lines, locale, userType }: BuyAgainQuery) => {
    const accountType = userType === 'null' ? undefined : userType;
    const items = await Promise.all(
      lines.map(async (line): Promise<CartItem | null> => {
        try {
          const { product } = await getProduct(api, { slug: line.slug, locale, accountType });
          return cartItemFromProduct(product, line.quantity);
        } catch (error) {
          return failureFacts(error).status === 404 ? null : cartItemFromOrderLine(line);
        }
      }),
    );
    return items.filter((item): item is CartItem => item !== null);
  },
});
export const buyAgainItemsFx = createEffect<BuyAgainQuery, CartItem[]>((query) =>
  buyAgainApiFx(query),
);

/** The details screen was opened for the address's order id (by a signed-in shopper). */
export const orderOpened = createEvent<string>();
export const orderRetryClicked = createEvent();
export const buyAgainClicked = createEvent();

export const $order = createStore<Order | null>(null, { serialize: 'ignore' });
export const $orderState = createStore<LoadState>('idle', { serialize: 'ignore' });
export const $buyingAgain = buyAgainItemsFx.pending;
export const $buyAgainFailed = createStore(false, { serialize: 'ignore' });

function orderIdOf(text: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : null;
}

/** The order the address names, kept to retry with. */
const $orderAddress = createStore('', { serialize: 'ignore' });
sample({ clock: orderOpened, target: $orderAddress });

const orderWanted = sample({
  clock: [orderOpened, orderRetryClicked],
  source: { signedIn: $isAuthenticated, address: $orderAddress },
  filter: ({ signedIn }) => signedIn,
  fn: ({ address }) => orderIdOf(address),
});
sample({ clock: orderWanted, filter: (id) => id === null, target: pageNotFound });
sample({
  clock: orderWanted,
  filter: (id): id is number => id !== null,
  target: loadOrderFx,
});

// Another order's details are never shown under this one's address.
sample({
  clock: loadOrderFx,
  source: $order,
  filter: (order, id) => order !== null && order.id !== id,
  fn: () => null,
  target: $order,
});
sample({
  clock: loadOrderFx,
  source: $order,
  fn: (order, id): LoadState => (order?.id === id ? 'ready' : 'loading'),
  target: $orderState,
});
sample({ clock: loadOrderFx.doneData, target: $order });
sample({ clock: loadOrderFx.done, fn: (): LoadState => 'ready', target: $orderState });
// Unknown orders and other shoppers' orders answer 404 alike.
sample({
  clock: loadOrderFx.failData,
  filter: (error) => failureFacts(error).status === 404,
  target: pageNotFound,
});
sample({ clock: loadOrderFx.fail, fn: (): LoadState => 'failed', target: $orderState });

// Buy again: the order's lines join the cart (same product adds up), the cart is checked
// against stock and prices, and the shopper goes to the cart.
sample({
  clock: buyAgainClicked,
  source: { order: $order, locale: $locale, userType: $userType, busy: $buyingAgain },
  filter: ({ order, busy }) => order !== null && !busy,
  fn: ({ order, locale, userType }): BuyAgainQuery => ({
    lines: order?.lines ?? [],
    locale,
    userType,
  }),
  target: buyAgainItemsFx,
});
sample({ clock: buyAgainItemsFx, fn: () => false, target: $buyAgainFailed });
sample({ clock: buyAgainItemsFx.fail, fn: () => true, target: $buyAgainFailed });
sample({
  clock: buyAgainItemsFx.doneData,
  source: $cart,
  fn: (cart, items) => mergeCarts(cart, items),
  target: cartEdited,
});
sample({ clock: buyAgainItemsFx.done, target: cartCheckRequested });
sample({ clock: buyAgainItemsFx.done, source: $locale, fn: links.cart, target: navigateFx });

sample({ clock: loggedOut, fn: () => null, target: $order });
sample({ clock: loggedOut, fn: (): LoadState => 'idle', target: $orderState });

function cartItemFromOrderLine(line: OrderLine): CartItem {
  return {
    product_id: line.product_id,
    name: line.name,
    img_url: line.img_url,
    quantity: line.quantity,
    attributes: {},
    price: line.price,
    slug: line.slug,
    mxit: '',
    // OKEI 166, the kilogram: the cart counts such a line in grams.
    mxit_unit: line.sold_by_weight ? '166' : '',
    weight: 0,
    currency_name: line.currency_name,
  };
}
