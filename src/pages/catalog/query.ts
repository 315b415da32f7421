import {
  apiLimits,
  isSlug,
  pageToRequest,
  productSorts,
  readPageNumber,
  type ProductListQuery,
  type ProductSort,
} from '@/shared/api';

export const catalogPageSize = 48;

/** The catalogue's filters and sort as they live in the address bar. */
export interface CatalogQuery {
  category?: string;
  brands: string[];
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  /** Only the deals: discounted products. */
  onSale: boolean;
  sort: ProductSort;
  page: number;
}

export const defaultSort: ProductSort = 'popular';

/**
 * A price bound as typed (digits, spaces between groups allowed); one above the highest amount the
 * API takes is that amount, which no price exceeds. Anything else is no bound.
 */
export function readPriceBound(value: string | null): number | undefined {
  const text = value?.replace(/\s/g, '') ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  return Math.min(Number(text), apiLimits.money);
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (productSorts as readonly string[]).includes(value);
}

/**
 * Reads the query string; anything malformed is ignored rather than failing the page, and
 * numbers are kept within what the API takes.
 */
export function parseCatalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const category = params.get('category')?.trim();
  return {
    category: category || undefined,
    // Brand slugs the API could not take are left out rather than failing the whole list.
    brands: [
      ...new Set(
        params
          .getAll('brand')
          .flatMap((value) => value.split(','))
          .map((v) => v.trim())
          .filter(isSlug),
      ),
    ]
      .sort()
      .slice(0, apiLimits.brands),
    priceMin: readPriceBound(params.get('price_min')),
    priceMax: readPriceBound(params.get('price_max')),
    inStock: params.get('in_stock') === '1' || params.get('in_stock') === 'true',
    onSale: params.get('on_sale') === '1' || params.get('on_sale') === 'true',
    sort: isSort(sort) ? sort : defaultSort,
    page: readPageNumber(params.get('page')),
  };
}

/** Writes the query string in one canonical order, leaving defaults out. */
export function formatCatalogQuery(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  for (const brand of [...query.brands].sort()) params.append('brand', brand);
  if (query.priceMin !== undefined) params.set('price_min', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('price_max', String(query.priceMax));
  if (query.inStock) params.set('in_stock', '1');
  if (query.onSale) params.set('on_sale', '1');
  if (query.sort !== defaultSort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The API's list query for the catalogue query. */
export function toListQuery(query: CatalogQuery): ProductListQuery {
  return {
    ...(query.category ? { category: query.category } : {}),
    ...(query.brands.length > 0 ? { brand: query.brands } : {}),
    ...(query.priceMin !== undefined ? { price_min: query.priceMin } : {}),
    ...(query.priceMax !== undefined ? { price_max: query.priceMax } : {}),
    ...(query.inStock ? { in_stock: true } : {}),
    ...(query.onSale ? { on_sale: true } : {}),
    sort: query.sort,
    page: pageToRequest(query.page),
    per_page: catalogPageSize,
  };
}

export function hasFilters(query: CatalogQuery): boolean {
  return Boolean(
    query.category ||
    query.brands.length ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.inStock ||
    query.onSale,
  );
}

/** The same list with every filter taken off, from its first page; the order stays. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return {
    ...query,
    category: undefined,
    brands: [],
    priceMin: undefined,
    priceMax: undefined,
    inStock: false,
    onSale: false,
    page: 1,
  };
}
