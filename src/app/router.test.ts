import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectionsOfPage } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { matchPattern } from './route-match';
import { loadRouteView, lookupRoute, routes } from './router';

describe('routes', () => {
  it('answers every storefront link in every language', () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      for (const [name, build] of Object.entries(links)) {
        const href = (build as (locale: 'uz' | 'ru' | 'en', arg: string) => string)(
          locale,
          'milk-1l',
        );
        const pathname = href.split('?')[0]!;
        const known = ['cart', 'checkout', 'account', 'orders'].includes(name);
        // The cart, checkout and account pages belong to the shopper flows routed elsewhere.
        if (!known) expect(lookupRoute(pathname), `${name}: ${href}`).not.toBeNull();
      }
    }
  });

  it('passes the language, route parameters and fixed parameters', () => {
    expect(lookupRoute('/ru/products/milk-1l')).toMatchObject({
      locale: 'ru',
      params: { lang: 'ru', slug: 'milk-1l' },
    });
    expect(lookupRoute('/en/how-to-buy')).toMatchObject({ params: { slug: 'how-to-buy' } });
    expect(lookupRoute('/de/catalog')).toBeNull();
    expect(lookupRoute('/uz/products/a/b')).toBeNull();
  });

  it('matches segments exactly and decodes parameters', () => {
    expect(matchPattern('/:lang/products/:slug', '/uz/products/s%C3%BCt/')).toEqual({
      params: { lang: 'uz', slug: 'süt' },
    });
    expect(matchPattern('/:lang/products/:slug', '/uz/products/%E0%A4%A')).toBeNull();
    expect(matchPattern('/:lang/catalog', '/uz/catalogue')).toBeNull();
  });

  it('names each page loaded on demand after its folder, where the server finds its chunk to preload', () => {
    const pageFolders = readdirSync('src/pages', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('/index.ts'))
      .map((file) => file.split('/').at(-2));
    expect(pageFolders).toContain('checkout-payment');
    for (const { page } of routes) {
      if ('load' in page.View) expect(pageFolders, page.name).toContain(page.name);
    }
  });

  it('keeps the pages for a signed-in shopper in src/pages/personal, with the personal texts', () => {
    const personalFolders = readdirSync('src/pages/personal');
    expect(personalFolders).toContain('checkout');
    for (const { page } of routes) {
      const signedIn = page.requiresAuth === true;
      expect(personalFolders.includes(page.name), page.name).toBe(signedIn);
      expect(sectionsOfPage(page.name).includes('personal'), page.name).toBe(signedIn);
    }
  });

  it('loads the code of the page an address shows, or of the page explaining why not', async () => {
    await expect(loadRouteView('/uz/products/milk-1l')).resolves.toBe('product');
    await expect(loadRouteView('/uz/products/milk-1l', 'not-found')).resolves.toBe('not-found');
    await expect(loadRouteView('/uz/catalog', 'error')).resolves.toBe('server-error');
    await expect(loadRouteView('/de/catalog')).resolves.toBe('not-found');
  });
});
