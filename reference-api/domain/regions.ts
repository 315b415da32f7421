import type { Transaction } from '@electric-sql/pglite';
import { regions, type SeedCity, type SeedRegion } from '../seed/regions.ts';
import type { ApiContext, Locale } from './context.ts';
import { deliveryFee, lineTotal, lineWeight, loadDeliverySettings } from './delivery.ts';
import { ApiError } from './errors.ts';

type Queryable = Pick<Transaction, 'query'>;
type Localized = Record<Locale, string>;

export function findRegion(code: string): SeedRegion | undefined {
  return regions.find((region) => region.code === code);
}

/** Apostrophe-like marks shoppers type for ʻ, folded with case and spaces. */
const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/['‘’`ʼʻ]/g, 'ʻ')
    .replace(/\s+/g, ' ');

/**
 * The region's city or district an order names: by its code, or (as older storefronts send it)
 * by its name in any language.
 */
export function findCity(region: SeedRegion, value: string): SeedCity | undefined {
  const wanted = fold(value);
  return region.cities.find(
    (city) =>
      city.code === wanted || Object.values(city.name).some((name) => fold(name) === wanted),
  );
}

export function listRegions(lang: Locale) {
  return regions.map((region) => ({
    code: region.code,
    name: region.name[lang],
    delivery_type: region.deliveryType,
    estimate_days: region.estimateDays,
    cities: region.cities.map((city) => ({ code: city.code, name: city.name[lang] })),
  }));
}

export interface BlockedLine {
  product_id: number;
  name: string;
  reason: 'perishable';
}

/** Lines of perishable products, which a region served by the courier company cannot receive. */
export async function perishableLines(
  db: Queryable,
  productIds: number[],
  lang: Locale,
): Promise<BlockedLine[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; name: Localized }>(
    'SELECT id, name FROM products WHERE id = ANY($1) AND perishable ORDER BY id',
    [productIds],
  );
  const order = new Map(productIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => ({ product_id: row.id, name: row.name[lang], reason: 'perishable' as const }));
}

/** Refuses a regional order with perishable lines, naming them. */
export async function refusePerishables(
  db: Queryable,
  region: string,
  productIds: number[],
  lang: Locale,
): Promise<void> {
  if (findRegion(region)?.deliveryType !== 'regional') return;
  const blocked = await perishableLines(db, productIds, lang);
  if (blocked.length > 0) {
    throw new ApiError(422, 'perishables_not_shipped', { blockedLines: blocked });
  }
}

/**
 * What delivering these lines to the region costs and takes: the regional tariff by weight, or
 * the Tashkent courier fee; with the lines the region cannot receive. Unknown products are left out.
 */
export async function quoteDelivery(
  ctx: ApiContext,
  input: { region: string; lines: Array<{ product_id: number; quantity: number }> },
  lang: Locale,
) {
  const region = findRegion(input.region)!;
  const ids = [...new Set(input.lines.map((line) => line.product_id))];
  const { rows } = await ctx.db.query<{
    id: number;
    price: number;
    weight: number;
    sold_by_weight: boolean;
  }>('SELECT id, price, weight, sold_by_weight FROM products WHERE id = ANY($1)', [ids]);
  const products = new Map(rows.map((row) => [row.id, row]));
  let subtotal = 0;
  let weight = 0;
  for (const line of input.lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    subtotal += lineTotal(product.price, line.quantity, product.sold_by_weight);
    weight += lineWeight(product.weight, line.quantity, product.sold_by_weight);
  }
  const settings = await loadDeliverySettings(ctx.db);
  const type = region.deliveryType;
  return {
    region: region.code,
    delivery_type: type,
    fee: deliveryFee(settings, type, subtotal, weight) ?? 0,
    currency_name: 'sum' as const,
    weight_grams: weight,
    estimate_days: region.estimateDays,
    blocked_lines:
      type === 'regional' ? await perishableLines(ctx.db, [...products.keys()], lang) : [],
  };
}
