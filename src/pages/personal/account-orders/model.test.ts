import { describe, expect, it } from 'vitest';
import { ordersPagesLoadedOnStart } from '@/features/account/index.testing';
import { pageStarted } from './model';

describe('my orders page', () => {
  it('loads the first page of orders when opened', async () => {
    expect(await ordersPagesLoadedOnStart(pageStarted, 'ru')).toContain(1);
  });
});
