import { productSorts, type ProductListQuery, type ProductSort } from '@/shared/api';

export const catalogPageSize = 48;

/** The catalogue's filters and sort as they live in the address bar. */
export interface CatalogQuery {
  category?: string;
  brands: string[];
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

export const defaultSort: ProductSort = 'popular';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (productSorts as readonly string[]).includes(value);
}

/** Reads the query string; anything malformed is ignored rather than failing the page. */
export function parseCatalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const category = params.get('category')?.trim();
  return {
    category: category || undefined,
    brands: [
      ...new Set(
        params
          .getAll('brand')
          .flatMap((value) => value.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ].sort(),
    priceMin: positiveInt(params.get('price_min')),
    priceMax: positiveInt(params.get('price_max')),
    inStock: params.get('in_stock') === '1' || params.get('in_stock') === 'true',
    sort: isSort(sort) ? sort : defaultSort,
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
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
    sort: query.sort,
    page: query.page,
    per_page: catalogPageSize,
  };
}

export function hasFilters(query: CatalogQuery): boolean {
  return Boolean(
    query.category ||
    query.brands.length ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.inStock,
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
    page: 1,
  };
}
