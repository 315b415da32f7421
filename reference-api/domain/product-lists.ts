import type { ApiContext, Locale } from './context.ts';
import { filterSql, orderBy, SqlParams, type ProductListQuery } from './product-filters.ts';
import { pagination, presentProduct, productColumns, type ProductRow } from './product-rows.ts';

export const DEFAULT_PER_PAGE = 24;

/** One page of products matching the filters, sorted, with facets for the filter panel. */
export async function listProducts(ctx: ApiContext, query: ProductListQuery, lang: Locale) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const params = new SqlParams();
  const { from, searching } = filterSql(query, params, true);
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params.values,
  );
  const total = count.rows[0]!.total;
  const limit = params.add(perPage);
  const offset = params.add((page - 1) * perPage);
  const { rows } = await ctx.db.query<ProductRow>(
    `SELECT ${productColumns} ${from}
      ORDER BY ${orderBy(query.sort, lang, searching)} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const facetParams = new SqlParams();
  const facetFrom = filterSql(query, facetParams, false).from;
  const brands = await ctx.db.query<{ slug: string; name: string; count: number }>(
    `SELECT b.slug, b.name, count(*)::int AS count ${facetFrom}
      GROUP BY b.slug, b.name ORDER BY b.name, b.slug`,
    facetParams.values,
  );
  const prices = await ctx.db.query<{ min: number | null; max: number | null }>(
    `SELECT min(p.price)::int AS min, max(p.price)::int AS max ${facetFrom}`,
    facetParams.values,
  );
  return {
    data: rows.map((row) => presentProduct(ctx, row, lang)),
    meta: pagination(page, perPage, total),
    facets: {
      brands: brands.rows,
      price: { min: prices.rows[0]?.min ?? 0, max: prices.rows[0]?.max ?? 0 },
    },
  };
}

/**
 * Finds products by name, brand, category and keywords in any language and script: the query
 * and the product texts are normalised to one Latin key (apostrophes, Cyrillic Uzbek, Russian),
 * the query is also read as if typed on the other keyboard layout, and trigram similarity
 * forgives small typos. Best matches first.
 */
export async function searchProducts(
  ctx: ApiContext,
  query: { q: string; page?: number; per_page?: number },
  lang: Locale,
) {
  const { data, meta } = await listProducts(ctx, query, lang);
  return { data, meta };
}

export async function listProductSlugs(ctx: ApiContext) {
  const { rows } = await ctx.db.query<{ slug: string; updated_at: Date }>(
    'SELECT slug, created_at AS updated_at FROM products ORDER BY id',
  );
  return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
}
