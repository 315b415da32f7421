import { attach, createEvent, createStore, sample } from 'effector';
import { getProduct, type ProductDetail } from '@/entities/product';
import { getDeliverySettings } from '@/entities/shop';
import { isNothingThere, type UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import {
  $accountType,
  $api,
  notified,
  pageFailed,
  pageNotFound,
  type PageContext,
} from '@/shared/model';
import { addToCartClicked, oneClickBuyClicked } from '@/entities/cart';
import { categoriesRequested } from '@/entities/category';

export const pageStarted = createEvent<PageContext>();

interface ProductRequest {
  slug: string;
  locale: Locale;
  accountType: UserType | null;
}

export const getProductFx = attach({
  source: $api,
  effect: (api, { slug, locale, accountType }: ProductRequest) =>
    getProduct(api, { slug, relateds: true, locale, accountType: accountType ?? undefined }),
});

/** Sums per US dollar, for the informational USD price; the shop's settings carry it. */
export const getUsdRateFx = attach({
  source: $api,
  effect: async (api, locale: Locale) => (await getDeliverySettings(api, { locale })).usd_rate,
});
export const $usdRate = createStore<number | null>(null);

export const $detail = createStore<ProductDetail | null>(null);
export const $notFound = createStore(false);
export const $loading = getProductFx.pending;

/** The shopper's chosen quantity, capped by stock (`total_quanity`). */
export const quantityChanged = createEvent<number>();
export const addClicked = createEvent();
export const buyNowClicked = createEvent();
export const $quantity = createStore(1);

sample({
  clock: pageStarted,
  source: $accountType,
  fn: (accountType, { params, locale }) => ({ slug: params.slug ?? '', locale, accountType }),
  target: getProductFx,
});
sample({ clock: pageStarted, target: categoriesRequested });
// Loaded once; without it the page simply shows no USD line.
sample({
  clock: pageStarted,
  source: $usdRate,
  filter: (rate) => rate === null,
  fn: (_, { locale }) => locale,
  target: getUsdRateFx,
});
sample({ clock: getUsdRateFx.doneData, target: $usdRate });
sample({ clock: pageStarted, fn: () => false, target: $notFound });
sample({ clock: getProductFx.doneData, target: $detail });
sample({
  clock: getProductFx.doneData,
  fn: ({ product }) => (product.total_quanity > 0 ? product.step : 0),
  target: $quantity,
});

sample({
  clock: getProductFx.failData,
  filter: isNothingThere,
  fn: () => true,
  target: [$notFound, pageNotFound],
});
sample({
  clock: getProductFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});

sample({
  clock: quantityChanged,
  source: $detail,
  filter: Boolean,
  fn: ({ product }, wanted) => {
    const step = Math.max(1, product.step);
    const capped = Math.min(Math.max(wanted, step), product.total_quanity);
    return Math.floor(capped / step) * step;
  },
  target: $quantity,
});

sample({
  clock: addClicked,
  source: { detail: $detail, quantity: $quantity },
  filter: ({ detail, quantity }) => detail !== null && detail.product.in_stock && quantity > 0,
  fn: ({ detail, quantity }) => ({ product: detail!.product, quantity }),
  target: addToCartClicked,
});
sample({
  clock: buyNowClicked,
  source: { detail: $detail, quantity: $quantity },
  filter: ({ detail, quantity }) => detail !== null && detail.product.in_stock && quantity > 0,
  fn: ({ detail, quantity }) => ({ product: detail!.product, quantity }),
  target: oneClickBuyClicked,
});
sample({
  clock: $notFound.updates,
  filter: Boolean,
  fn: () => ({ kind: 'productNotFound' as const }),
  target: notified,
});
