import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveWithPageCache } from './test-server.ts';

describe('pages in the display currency the shopper chose', () => {
  let base: string;
  let close: () => Promise<void>;
  let later: (ms: number) => void;
  const render = vi.fn(async ({ url, currency }: { url: string; currency?: string }) => ({
    status: 200,
    locale: url.split('/')[1] ?? 'uz',
    htmlLang: 'uz-Latn',
    head: '<title>Savat</title>',
    body: `<p>${url} in ${currency ?? 'nothing'}</p>`,
    state: '{}',
  }));

  beforeAll(async () => {
    ({ base, close, later } = await serveWithPageCache(render));
  });
  afterAll(() => close());
  beforeEach(() => {
    later(60_000);
    render.mockClear();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });

  it('renders in the currency the cookie names, and in sums without one', async () => {
    const inDollars = await get('/uz/products/milk', 'locale=uz; currency=usd');
    expect(await inDollars.text()).toContain('/uz/products/milk in usd');
    const inSums = await get('/uz/products/milk', 'locale=uz');
    expect(await inSums.text()).toContain('/uz/products/milk in sum');
    const unknown = await get('/uz/products/milk', 'locale=uz; currency=eur');
    expect(await unknown.text()).toContain('/uz/products/milk in sum');
  });

  it('never answers a page in dollars from the copy in sums, or the other way round', async () => {
    await get('/ru/catalog', 'locale=ru');
    const dollars = await get('/ru/catalog', 'locale=ru; currency=usd');
    expect(await dollars.text()).toContain('in usd');
    const sums = await get('/ru/catalog', 'locale=ru');
    expect(await sums.text()).toContain('in sum');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a page in dollars out of shared caches', async () => {
    const dollars = await get('/en/catalog', 'locale=en; currency=usd');
    expect(dollars.headers.get('cache-control')).toBe('private, no-cache');
    const sums = await get('/en/catalog', 'locale=en; currency=sum');
    expect(sums.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });
});
