import { describe, expect, it } from 'vitest';
import { apiLimits } from '@/shared/api';
import {
  formatCatalogQuery,
  hasFilters,
  parseCatalogQuery,
  readPriceBound,
  toListQuery,
  withoutFilters,
} from './query';

describe('catalogue query without filters', () => {
  it('drops the category, brands, price range, stock and deals filters and returns to page 1', () => {
    const query = parseCatalogQuery(
      'category=dairy&brand=lactel&brand=nestle&price_min=1000&price_max=50000&in_stock=1&on_sale=1&sort=price_asc&page=3',
    );
    expect(hasFilters(query)).toBe(true);
    const cleared = withoutFilters(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.page).toBe(1);
    expect(formatCatalogQuery(cleared)).toBe('sort=price_asc');
  });

  it('counts the deals alone as a filter', () => {
    expect(hasFilters(parseCatalogQuery('on_sale=1'))).toBe(true);
    expect(toListQuery(parseCatalogQuery('on_sale=1'))).toMatchObject({ on_sale: true });
    expect(toListQuery(parseCatalogQuery(''))).not.toHaveProperty('on_sale');
  });

  it('keeps a default order out of the address', () => {
    expect(formatCatalogQuery(withoutFilters(parseCatalogQuery('category=dairy&page=2')))).toBe('');
  });
});

describe('catalogue query within what the API takes', () => {
  it('takes a price bound above the highest amount as that amount', () => {
    const query = parseCatalogQuery('price_min=99999999999999&price_max=3000000000');
    expect(query).toMatchObject({ priceMin: apiLimits.money, priceMax: apiLimits.money });
    expect(toListQuery(query)).toMatchObject({
      price_min: apiLimits.money,
      price_max: apiLimits.money,
    });
    expect(formatCatalogQuery(query)).toBe(
      `price_min=${apiLimits.money}&price_max=${apiLimits.money}`,
    );
  });

  it('keeps a price bound up to the highest amount as it is', () => {
    expect(parseCatalogQuery(`price_max=${apiLimits.money}`).priceMax).toBe(apiLimits.money);
    expect(parseCatalogQuery('price_min=1000&price_max=50000')).toMatchObject({
      priceMin: 1000,
      priceMax: 50000,
    });
  });

  it('reads a price typed with spaces between digit groups, and nothing else, as a bound', () => {
    expect(readPriceBound('3 000 000')).toBe(3_000_000);
    expect(readPriceBound('3 000 000 000')).toBe(apiLimits.money);
    expect(readPriceBound('9'.repeat(400))).toBe(apiLimits.money);
    for (const text of [null, '', ' ', '-5', '1e9', '12.5', 'abc']) {
      expect(readPriceBound(text), String(text)).toBeUndefined();
    }
  });

  it('asks the API for at most its last page, keeping the page from the address', () => {
    const query = parseCatalogQuery('page=99999999999');
    expect(query.page).toBe(99_999_999_999);
    expect(toListQuery(query).page).toBe(apiLimits.page);
    expect(toListQuery(parseCatalogQuery('page=9999')).page).toBe(9999);
  });

  it('leaves out brands the API could not take, and filters by fifty at most', () => {
    expect(parseCatalogQuery('brand=Nestle&brand=ahmad-tea&brand=a_b&brand=lactel').brands).toEqual(
      ['ahmad-tea', 'lactel'],
    );
    const many = Array.from({ length: 60 }, (_, index) => `brand=b${100 + index}`).join('&');
    const brands = parseCatalogQuery(many).brands;
    expect(brands).toHaveLength(apiLimits.brands);
    expect(toListQuery(parseCatalogQuery(many)).brand).toEqual(brands);
  });
});
