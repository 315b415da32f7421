import { describe, expect, it } from 'vitest';
import { formatCatalogQuery, hasFilters, parseCatalogQuery, withoutFilters } from './query';

describe('catalogue query without filters', () => {
  it('drops the category, brands, price range and stock filter and returns to page 1', () => {
    const query = parseCatalogQuery(
      'category=dairy&brand=lactel&brand=nestle&price_min=1000&price_max=50000&in_stock=1&sort=price_asc&page=3',
    );
    expect(hasFilters(query)).toBe(true);
    const cleared = withoutFilters(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.page).toBe(1);
    expect(formatCatalogQuery(cleared)).toBe('sort=price_asc');
  });

  it('keeps a default order out of the address', () => {
    expect(formatCatalogQuery(withoutFilters(parseCatalogQuery('category=dairy&page=2')))).toBe('');
  });
});
