import type { ApiContext, Locale } from './context.ts';
import { notFound } from './errors.ts';
import type { ProductSort } from './product-filters.ts';
import { listProducts } from './product-lists.ts';
import type { Localized } from './product-rows.ts';

interface BrandRow {
  id: number;
  slug: string;
  name: string;
  country: Localized;
  description: Localized;
  local: boolean;
  product_count: number;
}

function presentBrand(row: BrandRow, lang: Locale) {
  return {
    slug: row.slug,
    name: row.name,
    country: row.country[lang],
    description: row.description[lang],
    local: row.local,
    logo: null,
    product_count: row.product_count,
  };
}

const brandSelect = `SELECT b.*, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count FROM brands b`;

/** Brands with at least one product, by name. */
export async function listBrands(ctx: ApiContext, lang: Locale) {
  const { rows } = await ctx.db.query<BrandRow>(
    `SELECT * FROM (${brandSelect}) x WHERE product_count > 0 ORDER BY name, slug`,
  );
  return rows.map((row) => presentBrand(row, lang));
}

export async function getBrand(
  ctx: ApiContext,
  slug: string,
  query: { page?: number; per_page?: number; sort?: ProductSort },
  lang: Locale,
) {
  const { rows } = await ctx.db.query<BrandRow>(`${brandSelect} WHERE b.slug = $1`, [slug]);
  if (!rows[0]) throw notFound();
  const products = await listProducts(ctx, { ...query, brand: [slug] }, lang);
  return { brand: presentBrand(rows[0], lang), products };
}
