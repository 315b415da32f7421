import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '@/entities/session';
import { productPhoto, productSummary } from '@/shared/api/index.testing';
import {
  $cart,
  $cartLineCount,
  $cartQuantities,
  addToCartClicked,
  cartQuantityChanged,
} from '@/entities/cart';
import { cartScope } from './test-scope';

const milk = productSummary({ images: [productPhoto('milk')] });

describe('cart requests from the catalogue', () => {
  it('adds catalogue products to the cart, with a photo the size of a line, and reports quantities back', async () => {
    const { scope } = cartScope();
    await allSettled(sessionStarted, { scope });
    await allSettled(addToCartClicked, { scope, params: { product: milk, quantity: 2 } });
    expect(scope.getState($cart)).toEqual([
      {
        product_id: 101,
        name: 'Sut 3,2% 1 l',
        img_url: '/media/milk-320.webp',
        quantity: 2,
        attributes: {},
        price: 14_500,
        slug: 'milk-1l',
        mxit: '10401001001000000',
        mxit_unit: '796',
        weight: 1060,
        currency_name: 'sum',
      },
    ]);
    expect(scope.getState($cartQuantities)).toEqual({ 101: 2 });
    expect(scope.getState($cartLineCount)).toBe(1);
    await allSettled(cartQuantityChanged, { scope, params: { product: milk, quantity: 0 } });
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($cartQuantities)).toEqual({});
  });
});
