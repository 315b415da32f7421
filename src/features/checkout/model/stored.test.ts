import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { oneClickBuyClicked, type CartItem } from '@/entities/cart';
import { productSummary } from '@/shared/api/index.testing';
import { navigateFx } from '@/shared/model';
import { writeOneClickFx } from './stored';

describe('buying in one click', () => {
  it('takes no more than is in stock', async () => {
    const stored = vi.fn((_item: CartItem | null) => undefined);
    const scope = fork({
      handlers: [
        [writeOneClickFx, stored],
        [navigateFx, vi.fn()],
      ],
    });
    const product = productSummary({ id: 12, total_quanity: 2 });
    await allSettled(oneClickBuyClicked, { scope, params: { product, quantity: 5 } });
    expect(stored.mock.calls[0]?.[0]).toMatchObject({ product_id: 12, quantity: 2 });
  });
});
