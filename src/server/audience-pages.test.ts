import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveWithPageCache } from './test-server.ts';

describe('pages for legal entities and for everyone else', () => {
  let base: string;
  let close: () => Promise<void>;
  let later: (ms: number) => void;
  const render = vi.fn(async ({ url, accountType }: { url: string; accountType?: string }) => ({
    status: 200,
    locale: url.split('/')[1] ?? 'uz',
    htmlLang: 'uz-Latn',
    head: '<title>Savat</title>',
    body: `<p>${url} for ${accountType ?? 'everyone'}</p>`,
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

  it('renders for a legal entity only when the cookie names exactly that', async () => {
    const company = await get('/uz', 'locale=uz; account_type=legal_entity');
    expect(await company.text()).toContain('/uz for legal_entity');
    expect(company.headers.get('x-page-audience')).toBe('legal_entity');
    for (const cookie of ['locale=uz', 'locale=uz; account_type=individual', 'account_type=x']) {
      const other = await get('/uz', cookie);
      expect(await other.text()).toContain('/uz for everyone');
      expect(other.headers.get('x-page-audience')).toBe('default');
    }
  });

  it('never answers one audience from the page cached for the other, in either order', async () => {
    const first = await get('/ru', 'locale=ru');
    expect(await first.text()).toContain('for everyone');
    const company = await get('/ru', 'locale=ru; account_type=legal_entity');
    expect(await company.text()).toContain('for legal_entity');
    const companyAgain = await get('/ru', 'locale=ru; account_type=legal_entity');
    expect(await companyAgain.text()).toContain('for legal_entity');
    expect(companyAgain.headers.get('server-timing')).toContain('page-cache;desc="fresh"');
    const everyone = await get('/ru', 'locale=ru');
    expect(await everyone.text()).toContain('for everyone');
    expect(everyone.headers.get('server-timing')).toContain('page-cache;desc="fresh"');
    expect(render).toHaveBeenCalledTimes(2);

    const companyFirst = await get('/en/catalog', 'locale=en; account_type=legal_entity');
    expect(await companyFirst.text()).toContain('for legal_entity');
    const thenEveryone = await get('/en/catalog', 'locale=en');
    expect(await thenEveryone.text()).toContain('for everyone');
  });

  it('keeps a legal entity page out of shared caches and tells caches pages vary by cookie', async () => {
    const company = await get('/uz', 'locale=uz; account_type=legal_entity');
    expect(company.headers.get('cache-control')).toBe('private, no-cache');
    expect(company.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const everyone = await get('/uz', 'locale=uz');
    expect(everyone.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(everyone.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});
