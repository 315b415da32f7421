import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './page-policy.ts';

describe('how long a rendered page may be kept', () => {
  const page = { pathname: '/uz/catalog', status: 200, setsLocale: false };

  it('lets shared caches keep a public page for 5 s and serve it 30 s more while refetching', () => {
    expect(cacheControlFor(page)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(cacheControlFor({ ...page, pathname: '/ru/products/banan' })).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });

  it('never stores a shopper’s own pages, whatever else holds', () => {
    for (const pathname of [
      '/uz/account',
      '/ru/account/orders/12',
      '/en/checkout',
      '/uz/cart',
      '/uz/wvs/orders',
    ]) {
      expect(cacheControlFor({ ...page, pathname }), pathname).toBe('no-store');
      expect(cacheControlFor({ pathname, status: 404, setsLocale: true }), pathname).toBe(
        'no-store',
      );
    }
  });

  it('revalidates a page that sets the language cookie or is not a 200 every time', () => {
    expect(cacheControlFor({ ...page, setsLocale: true })).toBe('no-cache');
    expect(cacheControlFor({ ...page, status: 404 })).toBe('no-cache');
    expect(cacheControlFor({ ...page, status: 500 })).toBe('no-cache');
  });

  it('does not take an address that merely starts like a personal page for one', () => {
    expect(cacheControlFor({ ...page, pathname: '/uz/cartoons' })).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });
});
