import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Product } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { addToCartClicked, oneClickBuyClicked } from '@/entities/cart';
import { fetchCategoriesFx } from '@/entities/category';
import {
  $detail,
  $notFound,
  $quantity,
  $usdRate,
  addClicked,
  buyNowClicked,
  getProductFx,
  getUsdRateFx,
  pageStarted,
  quantityChanged,
} from './model';

const product = {
  id: 7,
  slug: 'milk-1l',
  name: 'Sut 1 l',
  price: 12500,
  old_price: null,
  currency_name: 'UZS',
  in_stock: true,
  total_quanity: 3,
  sold_by_weight: false,
  step: 1,
  weight: 1040,
  mxit: '10401001001000000',
  mxit_unit: '796',
  brand: null,
  category: { slug: 'milk', name: 'Sut' },
  images: [],
  description: '<p>Yangi sut</p>',
  variants: [],
} as unknown as Product;

const start = { params: { slug: 'milk-1l' }, search: '', locale: 'uz' as const };
const categories = vi.fn(async () => []);
const usdRate = vi.fn(async () => 12_700);

describe('product page model', () => {
  it('loads the product with related products', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => ({ product, relateds: [] }));
    const scope = fork({
      handlers: [
        [getProductFx, handler],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, usdRate],
      ],
    });
    await allSettled(pageStarted, { scope, params: start });
    expect(handler.mock.calls[0]?.[1]).toEqual({
      slug: 'milk-1l',
      locale: 'uz',
      accountType: null,
    });
    expect(scope.getState($detail)?.product.slug).toBe('milk-1l');
    expect(scope.getState($quantity)).toBe(1);
  });

  it('caps the quantity by total_quanity', async () => {
    const scope = fork({
      handlers: [
        [getProductFx, async () => ({ product })],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, usdRate],
      ],
    });
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(quantityChanged, { scope, params: 10 });
    expect(scope.getState($quantity)).toBe(3);
    await allSettled(quantityChanged, { scope, params: 0 });
    expect(scope.getState($quantity)).toBe(1);
  });

  it('adds to the cart and buys in one click with the chosen quantity', async () => {
    const scope = fork({
      handlers: [
        [getProductFx, async () => ({ product })],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, usdRate],
      ],
    });
    const added = vi.fn();
    const bought = vi.fn();
    createWatch({ unit: addToCartClicked, fn: added, scope });
    createWatch({ unit: oneClickBuyClicked, fn: bought, scope });
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(quantityChanged, { scope, params: 2 });
    await allSettled(addClicked, { scope });
    await allSettled(buyNowClicked, { scope });
    expect(added).toHaveBeenCalledWith({ product, quantity: 2 });
    expect(bought).toHaveBeenCalledWith({ product, quantity: 2 });
  });

  it('does not add an out-of-stock product', async () => {
    const soldOut = { ...product, in_stock: false, total_quanity: 0 };
    const scope = fork({
      handlers: [
        [getProductFx, async () => ({ product: soldOut })],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, usdRate],
      ],
    });
    const added = vi.fn();
    createWatch({ unit: addToCartClicked, fn: added, scope });
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(addClicked, { scope });
    expect(added).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown slug', async () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Product not found' });
    const scope = fork({
      handlers: [
        [getProductFx, vi.fn().mockRejectedValue(notFound)],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, usdRate],
      ],
    });
    await allSettled(pageStarted, { scope, params: { ...start, params: { slug: 'nope' } } });
    expect(scope.getState($notFound)).toBe(true);
    expect(scope.getState($pageStatus)).toBe('not-found');
  });

  it('loads the dollar rate once for the USD line', async () => {
    const rate = vi.fn(async (_api: unknown, _locale: unknown) => 12_700);
    const scope = fork({
      handlers: [
        [getProductFx, async () => ({ product })],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, rate],
      ],
    });
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(pageStarted, { scope, params: start });
    expect(scope.getState($usdRate)).toBe(12_700);
    expect(rate).toHaveBeenCalledTimes(1);
    expect(rate.mock.calls[0]?.[1]).toBe('uz');
  });

  it('shows the product without a USD line when the rate cannot be loaded', async () => {
    const scope = fork({
      handlers: [
        [getProductFx, async () => ({ product })],
        [fetchCategoriesFx, categories],
        [getUsdRateFx, vi.fn().mockRejectedValue(new Error('offline'))],
      ],
    });
    await allSettled(pageStarted, { scope, params: start });
    expect(scope.getState($usdRate)).toBeNull();
    expect(scope.getState($pageStatus)).toBe('ok');
    expect(scope.getState($detail)?.product.slug).toBe('milk-1l');
  });
});
