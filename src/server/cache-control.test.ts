import { describe, expect, it } from 'vitest';
import { cacheControlFor, pageCacheKey, pageVariantOf } from './page-policy.ts';

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

describe('the variants of a page', () => {
  it('keeps a page for a legal entity out of shared caches', () => {
    expect(
      cacheControlFor({ pathname: '/uz', status: 200, setsLocale: false, forLegalEntity: true }),
    ).toBe('private, no-cache');
  });

  it('reads the variant from the cookies, the default one for anything unknown', () => {
    expect(pageVariantOf({})).toEqual({ currency: 'sum', audience: 'default' });
    expect(pageVariantOf({ currency: 'usd', accountType: 'legal_entity' })).toEqual({
      currency: 'usd',
      audience: 'legal_entity',
    });
    expect(pageVariantOf({ currency: 'eur', accountType: 'individual' })).toEqual({
      currency: 'sum',
      audience: 'default',
    });
  });

  it('caches each variant under its own key, the default one under the address', () => {
    const keys = [
      pageCacheKey('/uz?page=2', { currency: 'sum', audience: 'default' }),
      pageCacheKey('/uz?page=2', { currency: 'sum', audience: 'legal_entity' }),
      pageCacheKey('/uz?page=2', { currency: 'usd', audience: 'default' }),
      pageCacheKey('/uz?page=2', { currency: 'usd', audience: 'legal_entity' }),
    ];
    expect(keys).toEqual([
      '/uz?page=2',
      'legal_entity:/uz?page=2',
      'usd:/uz?page=2',
      'usd:legal_entity:/uz?page=2',
    ]);
  });
});
