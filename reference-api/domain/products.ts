import type { ApiContext, Locale } from './context.ts';
import { notFound } from './errors.ts';
import {
  CURRENCY_NAME,
  presentProduct,
  productSelect,
  productStep,
  type ProductRow,
  type Queryable,
} from './product-rows.ts';

export const RELATEDS_LIMIT = 12;

export async function getProduct(
  ctx: ApiContext,
  slug: string,
  lang: Locale,
  withRelateds: boolean,
) {
  const found = await ctx.db.query<ProductRow>(`${productSelect} WHERE p.slug = $1`, [slug]);
  const row = found.rows[0];
  if (!row) throw notFound();
  const siblings = row.variant_group
    ? (
        await ctx.db.query<ProductRow>(
          `${productSelect} WHERE p.variant_group = $1 ORDER BY p.weight, p.price, p.id`,
          [row.variant_group],
        )
      ).rows
    : [];
  const product = {
    ...presentProduct(ctx, row, lang),
    description: row.description[lang],
    variants: siblings.map((variant) => ({
      slug: variant.slug,
      label: variant.variant_label?.[lang] ?? variant.name[lang],
      price: variant.price,
      in_stock: variant.stock > 0,
    })),
  };
  if (!withRelateds) return { product };
  const relateds = await ctx.db.query<ProductRow>(
    `${productSelect}
      WHERE p.id <> $1 AND (p.variant_group IS NULL OR p.variant_group IS DISTINCT FROM $2)
        AND (p.category_id = $3 OR p.brand_id = $4)
      ORDER BY (p.category_id = $3) DESC, (p.stock > 0) DESC, p.popularity DESC, p.id
      LIMIT ${RELATEDS_LIMIT}`,
    [row.id, row.variant_group, row.category_id, row.brand_id],
  );
  return { product, relateds: relateds.rows.map((r) => presentProduct(ctx, r, lang)) };
}

// ---------------------------------------------------------------- stock check

export interface CheckLineInput {
  product_id?: number;
  slug?: string;
  quantity: number;
}

/**
 * Current price and stock per line, in request order. available_quantity is the requested
 * quantity capped at stock and rounded down to the product's step.
 */
export async function checkProducts(ctx: ApiContext, lines: CheckLineInput[], lang: Locale) {
  const ids = lines.flatMap((line) => (line.product_id === undefined ? [] : [line.product_id]));
  const slugs = lines.flatMap((line) =>
    line.product_id === undefined && line.slug ? [line.slug] : [],
  );
  const { rows } = await ctx.db.query<ProductRow>(
    `${productSelect} WHERE p.id = ANY($1) OR p.slug = ANY($2)`,
    [ids, slugs],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return lines.map((line) => {
    const row =
      line.product_id !== undefined ? byId.get(line.product_id) : bySlug.get(line.slug ?? '');
    if (!row) {
      return {
        product_id: line.product_id ?? null,
        slug: line.product_id === undefined ? (line.slug ?? null) : null,
        name: null,
        status: 'not_found' as const,
        requested_quantity: line.quantity,
        available_quantity: 0,
        total_quanity: 0,
        in_stock: false,
        price: null,
        old_price: null,
        currency_name: CURRENCY_NAME,
      };
    }
    const step = productStep(row);
    const available = Math.floor(Math.min(line.quantity, row.stock) / step) * step;
    const status =
      row.stock <= 0 || (available === 0 && line.quantity > 0)
        ? ('out_of_stock' as const)
        : available < line.quantity
          ? ('adjusted' as const)
          : ('ok' as const);
    return {
      product_id: row.id,
      slug: row.slug,
      name: row.name[lang],
      status,
      requested_quantity: line.quantity,
      available_quantity: available,
      total_quanity: row.stock,
      in_stock: row.stock > 0,
      price: row.price,
      old_price: row.old_price,
      currency_name: CURRENCY_NAME,
    };
  });
}

export async function productsByIds(
  db: Queryable,
  ids: number[],
): Promise<Map<number, ProductRow>> {
  const { rows } = await db.query<ProductRow>(`${productSelect} WHERE p.id = ANY($1)`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}
