import type { Transaction } from '@electric-sql/pglite';
import type { ApiContext, Locale } from './context.ts';
import { image } from './media.ts';

/** A text in each of the shop's languages, as the catalogue tables keep it. */
export type Localized = Record<Locale, string>;
export type Queryable = Pick<Transaction, 'query'>;

export const CURRENCY_NAME = 'sum';

export interface ProductRow {
  id: number;
  slug: string;
  name: Localized;
  description: Localized;
  category_id: number;
  category_slug: string;
  category_name: Localized;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  price: number;
  old_price: number | null;
  stock: number;
  weight: number;
  mxit: string;
  mxit_unit: string;
  sold_by_weight: boolean;
  step_grams: number | null;
  variant_group: string | null;
  variant_label: Localized | null;
  image: string;
  popularity: number;
  created_at: Date;
}

export const productColumns = `
  p.id, p.slug, p.name, p.description, p.category_id, c.slug AS category_slug,
  c.name AS category_name, p.brand_id, b.slug AS brand_slug, b.name AS brand_name, p.price,
  p.old_price, p.stock, p.weight, p.mxit, p.mxit_unit, p.sold_by_weight, p.step_grams,
  p.variant_group, p.variant_label, p.image, p.popularity, p.created_at`;
export const productJoins = `
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN brands b ON b.id = p.brand_id`;
export const productSelect = `SELECT ${productColumns} ${productJoins}`;

/** The quantity step: 1 piece, or the product's step in grams for goods sold by weight. */
export function productStep(row: Pick<ProductRow, 'sold_by_weight' | 'step_grams'>): number {
  return row.sold_by_weight ? (row.step_grams ?? 100) : 1;
}

export function presentProduct(ctx: ApiContext, row: ProductRow, lang: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    price: row.price,
    old_price: row.old_price,
    currency_name: CURRENCY_NAME,
    in_stock: row.stock > 0,
    total_quanity: row.stock,
    sold_by_weight: row.sold_by_weight,
    step: productStep(row),
    weight: row.weight,
    mxit: row.mxit,
    mxit_unit: row.mxit_unit,
    brand: { slug: row.brand_slug, name: row.brand_name },
    category: { slug: row.category_slug, name: row.category_name[lang] },
    images: [image(ctx, row.image, row.name[lang])],
  };
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

export function pagination(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, pages: Math.ceil(total / perPage) };
}
