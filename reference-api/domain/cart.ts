import { CURRENCY_NAME } from './product-rows.ts';
import { productsByIds } from './products.ts';
import type { ApiContext, Locale } from './context.ts';
import { validationFailed, type FieldProblem } from './errors.ts';
import { imageUrl } from './media.ts';

/** The most one line may hold (pieces, or grams): the contract's `LineQuantity` maximum. */
export const LINE_QUANTITY_MAX = 100_000;

/** An attribute's name, as the contract describes it (a schema cannot say it of a key). */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const attributeName = /^[^\x00-\x1F\x7F\uD800-\uDFFF]{1,50}$/u;

/** What is kept of a line; names, prices and codes are read from the catalogue. */
interface StoredLine {
  product_id: number;
  quantity: number;
  attributes: Record<string, string>;
}

async function presentLines(ctx: ApiContext, stored: StoredLine[], lang: Locale) {
  const products = await productsByIds(
    ctx.db,
    stored.map((line) => line.product_id),
  );
  return stored.flatMap((line) => {
    const product = products.get(line.product_id);
    if (!product) return [];
    return [
      {
        product_id: product.id,
        name: product.name[lang],
        img_url: imageUrl(ctx, product.image, 320),
        quantity: line.quantity,
        attributes: line.attributes,
        price: product.price,
        slug: product.slug,
        mxit: product.mxit,
        mxit_unit: product.mxit_unit,
        weight: product.weight,
        currency_name: CURRENCY_NAME,
      },
    ];
  });
}

export async function getCart(ctx: ApiContext, userId: number, lang: Locale) {
  const { rows } = await ctx.db.query<{ cart_data: StoredLine[] }>(
    'SELECT cart_data FROM carts WHERE user_id = $1',
    [userId],
  );
  return presentLines(ctx, rows[0]?.cart_data ?? [], lang);
}

/**
 * Replaces the saved cart. Every line must name an existing product (the router has checked
 * that quantities are whole numbers from 1 to LINE_QUANTITY_MAX); lines of the same product are
 * merged, capped at LINE_QUANTITY_MAX. The
 * answer carries current catalogue names and prices, not the client's.
 */
export async function saveCart(
  ctx: ApiContext,
  userId: number,
  lines: Array<{ product_id: number; quantity: number; attributes: Record<string, string> }>,
  lang: Locale,
) {
  const products = await productsByIds(
    ctx.db,
    lines.map((line) => line.product_id),
  );
  const problems: FieldProblem[] = [];
  const merged = new Map<number, StoredLine>();
  lines.forEach((line, index) => {
    if (Object.keys(line.attributes ?? {}).some((name) => !attributeName.test(name))) {
      problems.push({ field: `cart_data.${index}.attributes`, code: 'invalid' });
      return;
    }
    if (!products.has(line.product_id)) {
      problems.push({ field: `cart_data.${index}.product_id`, code: 'not_found' });
      return;
    }
    const existing = merged.get(line.product_id);
    if (existing)
      existing.quantity = Math.min(LINE_QUANTITY_MAX, existing.quantity + line.quantity);
    else merged.set(line.product_id, { ...line, attributes: line.attributes ?? {} });
  });
  if (problems.length > 0) throw validationFailed(...problems);
  const stored = [...merged.values()].map(({ product_id, quantity, attributes }) => ({
    product_id,
    quantity,
    attributes,
  }));
  await ctx.db.query(
    `INSERT INTO carts (user_id, cart_data, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET cart_data = EXCLUDED.cart_data, updated_at = EXCLUDED.updated_at`,
    [userId, JSON.stringify(stored), ctx.now()],
  );
  return presentLines(ctx, stored, lang);
}
