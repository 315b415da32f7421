import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { getPage } from './get-page';
import { listPages } from './list-pages';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('content page operations', () => {
  it('listPages and getPage answer content pages', async () => {
    const list = await exchange(contract, 'listPages', (client) => listPages(client));
    expect(list.request.path).toBe('/api/content/pages');
    expect(list.result.map((page) => page.slug)).toEqual(['about', 'delivery']);
    const one = await exchange(contract, 'getPage', (client) =>
      getPage(client, { slug: 'delivery', locale: 'ru' }),
    );
    expect(one.request.path).toBe('/api/content/pages/delivery');
    expect(one.request.headers.get('X-LANG')).toBe('ru');
    expect(one.result.title).toBe('Yetkazib berish');
  });
});
