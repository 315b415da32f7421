import { describe, expect, it } from 'vitest';
import { ordersPagesLoadedOnStart } from '@/features/account/index.testing';
import { pageStarted } from './model';

describe('web view orders page', () => {
  it('loads the first page of orders when opened by a signed-in shopper', async () => {
    expect(await ordersPagesLoadedOnStart(pageStarted, 'uz')).toContain(1);
  });
});
