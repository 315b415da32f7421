import { beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@/shared/api';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { getCart } from './get-cart';
import { saveCart } from './save-cart';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

const line: CartLine = {
  product_id: 101,
  name: 'Sut 3,2% 1 l',
  img_url: '/media/products/milk-1l-320.webp',
  quantity: 2,
  attributes: { hajmi: '1 l' },
  price: 14500,
  slug: 'milk-1l',
  mxit: '10401001001000000',
  mxit_unit: '1520',
  weight: 1060,
  currency_name: 'sum',
};

describe('cart operations', () => {
  it('getCart answers the list of saved lines', async () => {
    const { result, request } = await exchange(contract, 'getCart', (client) => getCart(client));
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/profile/cart');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(result).toEqual([line]);
  });

  it('saveCart posts cart_data with exactly the line fields', async () => {
    const { result, request } = await exchange(contract, 'saveCart', (client) =>
      saveCart(client, { cart_data: [line] }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/profile/cart');
    expect(request.body).toEqual({ cart_data: [line] });
    expect(
      Object.keys((request.body as { cart_data: CartLine[] }).cart_data[0] ?? {}).sort(),
    ).toEqual([
      'attributes',
      'currency_name',
      'img_url',
      'mxit',
      'mxit_unit',
      'name',
      'price',
      'product_id',
      'quantity',
      'slug',
      'weight',
    ]);
    expect(result).toEqual([line]);
    expect(request.keepalive).toBe(false);
  });

  it('saveCart with keepalive sends a request that outlives the page being left', async () => {
    const { result, request } = await exchange(contract, 'saveCart', (client) =>
      saveCart(client, { cart_data: [line], keepalive: true }),
    );
    expect(request.keepalive).toBe(true);
    expect(request.path).toBe('/api/profile/cart');
    expect(request.body).toEqual({ cart_data: [line] });
    expect(result).toEqual([line]);
  });

  it('saveCart rejects an unknown product with 422', async () => {
    const answer = jsonResponse(
      {
        code: 'validation_failed',
        message: 'Please check the details.',
        fields: [
          { field: 'cart_data.0.product_id', code: 'not_found', message: 'No such product.' },
        ],
      },
      { status: 422 },
    );
    await expect(
      exchange(contract, 'saveCart', (client) => saveCart(client, { cart_data: [line] }), {
        answer,
      }),
    ).rejects.toMatchObject({
      status: 422,
      fields: [{ field: 'cart_data.0.product_id', code: 'not_found', message: 'No such product.' }],
    });
  });
});
