import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { listSlides } from './list-slides';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('slide operations', () => {
  it('listSlides answers the slides', async () => {
    const { result, request } = await exchange(contract, 'listSlides', (client) =>
      listSlides(client),
    );
    expect(request.path).toBe('/api/content/slides');
    expect(result[0]?.image.sources.map((source) => source.format)).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });
});
