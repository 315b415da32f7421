import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { activeCard, simulateCharge, type CardBehaviour, type CardView } from './cards.ts';
import { CURRENCY_NAME, productStep } from './product-rows.ts';
import { productsByIds } from './products.ts';
import type { ApiContext, Locale } from './context.ts';
import {
  allowedPayments,
  deliveryFee,
  lineTotal,
  lineWeight,
  loadDeliverySettings,
  type DeliveryType,
  type PaymentType,
} from './delivery.ts';
import {
  ApiError,
  tooManyRequests,
  notFound,
  validationFailed,
  type ConflictLine,
  type FieldProblem,
} from './errors.ts';
import { imageUrl } from './media.ts';
import { findCity, findRegion, refusePerishables } from './regions.ts';
import { chosenWindow, releaseWindowPlace, takeWindowPlace } from './windows.ts';

type Queryable = Pick<Transaction, 'query'>;
type Localized = Record<Locale, string>;

/** The contract's order body (OrderCreateRequest); the router has checked its shape. */
export interface OrderInput {
  delivery: {
    type: DeliveryType;
    store_id?: number;
    region: string;
    city?: string;
    address?: string;
    flat?: string;
    entrance?: string;
    floor?: string;
    intercom?: string;
    address_comment?: string;
    location?: { lat: number; lng: number };
    window_id?: string;
  };
  receiver: { name: string; surname: string; phone: string };
  payment: { type: PaymentType; card_id?: number };
  substitution?: Substitution;
  lines: Array<{ product_id: number; quantity: number; substitution?: Substitution }>;
  expected_total: number;
  comment?: string;
}

/** What the picker does when an item is missing. */
export type Substitution = 'replace' | 'call' | 'remove';

export const activeStatuses = [
  'awaiting_payment',
  'confirmed',
  'assembling',
  'ready_for_pickup',
  'in_delivery',
] as const;

interface OrderRow {
  id: number;
  user_id: number;
  number: string;
  transaction_id: string;
  request_hash: string;
  status: string;
  payment_status: string;
  payment_type: PaymentType;
  payment_failure_reason: string | null;
  card: CardView | null;
  delivery: OrderInput['delivery'];
  receiver: OrderInput['receiver'];
  subtotal: number;
  delivery_fee: number | null;
  total: number;
  comment: string;
  status_history: Array<{ status: string; at: string }>;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  substitution: Substitution | null;
}

interface LineRow {
  order_id: number;
  product_id: number;
  slug: string;
  name: Localized;
  image: string;
  price: number;
  quantity: number;
  sold_by_weight: boolean;
  line_total: number;
  substitution: Substitution | null;
}

async function storeNames(db: Queryable, ids: number[]): Promise<Map<number, Localized>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: Localized }>(
    'SELECT id, name FROM stores WHERE id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

function presentOrder(
  ctx: ApiContext,
  order: OrderRow,
  lines: LineRow[],
  stores: Map<number, Localized>,
  lang: Locale,
) {
  const storeName = order.delivery.store_id
    ? stores.get(order.delivery.store_id)?.[lang]
    : undefined;
  return {
    id: order.id,
    number: order.number,
    transaction_id: order.transaction_id,
    status: order.status,
    payment_status: order.payment_status,
    payment_type: order.payment_type,
    payment_failure_reason: order.payment_failure_reason,
    ...(order.card && { card: order.card }),
    delivery: {
      ...order.delivery,
      ...(storeName !== undefined && { store_name: storeName }),
      ...(order.delivery.window_id && { window: chosenWindow(order.delivery.window_id) }),
    },
    receiver: order.receiver,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      slug: line.slug,
      name: line.name[lang],
      img_url: imageUrl(ctx, line.image, 320),
      quantity: line.quantity,
      sold_by_weight: line.sold_by_weight,
      price: line.price,
      line_total: line.line_total,
      currency_name: CURRENCY_NAME,
      ...(line.substitution && { substitution: line.substitution }),
    })),
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    total: order.total,
    currency_name: CURRENCY_NAME,
    comment: order.comment,
    ...(order.substitution && { substitution: order.substitution }),
    status_history: order.status_history,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    ...(order.cancelled_at && {
      cancellation: { at: order.cancelled_at.toISOString(), reason: order.cancel_reason },
    }),
  };
}
export type OrderView = ReturnType<typeof presentOrder>;

async function loadLines(db: Queryable, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const { rows } = await db.query<LineRow>(
    'SELECT * FROM order_lines WHERE order_id = ANY($1) ORDER BY order_id, position',
    [orderIds],
  );
  const byOrder = new Map<number, LineRow[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** JSON with every object's keys sorted: the same body however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const members = entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

function requestHash(input: OrderInput): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** The delivery and payment rules; every broken rule is one field error. */
async function checkRules(db: Queryable, userId: number, input: OrderInput) {
  const problems: FieldProblem[] = [];
  const { delivery, payment } = input;
  if (delivery.type === 'pickup') {
    if (delivery.store_id === undefined) {
      problems.push({ field: 'delivery.store_id', code: 'required' });
    } else {
      const store = await db.query('SELECT 1 FROM stores WHERE id = $1', [delivery.store_id]);
      if (store.rows.length === 0) problems.push({ field: 'delivery.store_id', code: 'not_found' });
    }
  } else {
    const inTashkent = delivery.region === 'tashkent';
    if ((delivery.type === 'regional') === inTashkent) {
      problems.push({ field: 'delivery.region', code: 'not_allowed' });
    }
    const region = findRegion(delivery.region);
    if (!filled(delivery.city)) problems.push({ field: 'delivery.city', code: 'required' });
    else if (region && !findCity(region, delivery.city!)) {
      problems.push({ field: 'delivery.city', code: 'not_found' });
    }
    if (!filled(delivery.address)) problems.push({ field: 'delivery.address', code: 'required' });
  }
  const windowed = delivery.type === 'courier' || delivery.type === 'pickup';
  if (delivery.window_id !== undefined && !windowed) {
    problems.push({ field: 'delivery.window_id', code: 'not_allowed' });
  }
  if (!allowedPayments[delivery.type].includes(payment.type)) {
    problems.push({ field: 'payment.type', code: 'not_allowed' });
  }
  let card: (CardView & { behaviour: CardBehaviour }) | null = null;
  if (payment.type === 'card') {
    if (payment.card_id === undefined) {
      problems.push({ field: 'payment.card_id', code: 'required' });
    } else {
      card = await activeCard(db, userId, payment.card_id);
      if (!card) problems.push({ field: 'payment.card_id', code: 'not_found' });
    }
  }
  return { problems, card };
}

async function nextOrderId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id",
  );
  return rows[0]!.id;
}

/** `SV-YYMMDD-NNNN`: the order number shown to the shopper. */
export function orderNumber(id: number, createdAt: Date): string {
  const date = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  return `SV-${date}-${String(id).padStart(4, '0')}`;
}

type Products = Awaited<ReturnType<typeof productsByIds>>;
type Product = NonNullable<ReturnType<Products['get']>>;
type PricedLine = {
  product: Product;
  quantity: number;
  total: number;
  substitution?: Substitution;
};

/** The order this Idempotency-Key placed already, or null; the same key with another body is 409. */
async function repeatedOrder(
  tx: Queryable,
  userId: number,
  idempotencyKey: string,
  hash: string,
): Promise<number | null> {
  const previous = await tx.query<{ id: number; request_hash: string }>(
    'SELECT id, request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2',
    [userId, idempotencyKey],
  );
  const order = previous.rows[0];
  if (!order) return null;
  if (order.request_hash !== hash) throw new ApiError(409, 'idempotency_key_reused');
  return order.id;
}

/** 429 past the hourly order limit, with the seconds until the oldest order of the hour ages out. */
async function limitOrderRate(ctx: ApiContext, tx: Queryable, userId: number, now: Date) {
  const recent = await tx.query<{ placed: number; oldest: Date | null }>(
    `SELECT count(*)::int AS placed, min(created_at) AS oldest
       FROM orders WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(now.getTime() - 3600_000)],
  );
  const { placed, oldest } = recent.rows[0]!;
  if (placed >= ctx.limits.ordersPerUserHour) {
    const freeAt = (oldest?.getTime() ?? now.getTime()) + 3600_000;
    throw tooManyRequests(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
}

/**
 * The ordered quantity and the line's own substitution choice per product, in the order the
 * products first appear; the lines of one product asking for different substitutions are a
 * problem on the later line.
 */
function groupLines(lines: OrderInput['lines'], problems: FieldProblem[]) {
  const quantities = new Map<number, number>();
  const substitutions = new Map<number, Substitution>();
  lines.forEach((line, index) => {
    quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.quantity);
    if (line.substitution === undefined) return;
    const chosen = substitutions.get(line.product_id);
    if (chosen !== undefined && chosen !== line.substitution) {
      problems.push({ field: `lines.${index}.substitution`, code: 'invalid' });
    } else substitutions.set(line.product_id, line.substitution);
  });
  return { quantities, substitutions };
}

/** Locks the ordered products' rows (concurrent orders for them queue here) and reads them. */
async function lockProducts(tx: Queryable, ids: number[]): Promise<Products> {
  await tx.query('SELECT id FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
  return productsByIds(tx, ids);
}

/** A line of a missing product, or a quantity that is not a multiple of the product's step. */
function checkLineProducts(
  lines: OrderInput['lines'],
  products: Products,
  problems: FieldProblem[],
) {
  lines.forEach((line, index) => {
    const product = products.get(line.product_id);
    if (!product) problems.push({ field: `lines.${index}.product_id`, code: 'not_found' });
    else if (line.quantity % productStep(product) !== 0) {
      problems.push({ field: `lines.${index}.quantity`, code: 'invalid' });
    }
  });
}

function conflictLine(
  products: Products,
  quantities: Map<number, number>,
  productId: number,
  available: number,
  lang: Locale,
): ConflictLine {
  const product = products.get(productId)!;
  return {
    product_id: productId,
    name: product.name[lang],
    requested_quantity: quantities.get(productId)!,
    available_quantity: available,
    price: product.price,
  };
}

/** 409 stock_conflict naming what is left of every product short of the ordered quantity. */
function refuseShortStock(products: Products, quantities: Map<number, number>, lang: Locale) {
  const short = [...quantities.keys()].filter(
    (id) => products.get(id)!.stock < quantities.get(id)!,
  );
  if (short.length === 0) return;
  throw new ApiError(409, 'stock_conflict', {
    lines: short.map((id) => {
      const product = products.get(id)!;
      const step = productStep(product);
      return conflictLine(products, quantities, id, Math.floor(product.stock / step) * step, lang);
    }),
  });
}

/** The lines at current prices, the delivery fee and the total; 409 price_changed when it moved. */
async function priceOrder(
  tx: Queryable,
  input: OrderInput,
  products: Products,
  grouped: ReturnType<typeof groupLines>,
  lang: Locale,
) {
  const { quantities, substitutions } = grouped;
  const settings = await loadDeliverySettings(tx);
  let subtotal = 0;
  let weight = 0;
  const lines: PricedLine[] = [...quantities.keys()].map((id) => {
    const product = products.get(id)!;
    const quantity = quantities.get(id)!;
    const total = lineTotal(product.price, quantity, product.sold_by_weight);
    subtotal += total;
    weight += lineWeight(product.weight, quantity, product.sold_by_weight);
    return { product, quantity, total, substitution: substitutions.get(id) };
  });
  const fee = deliveryFee(settings, input.delivery.type, subtotal, weight);
  const total = subtotal + (fee ?? 0);
  if (total !== input.expected_total) {
    throw new ApiError(409, 'price_changed', {
      expectedTotal: input.expected_total,
      total,
      lines: lines.map((line) =>
        conflictLine(products, quantities, line.product.id, line.quantity, lang),
      ),
    });
  }
  return { lines, subtotal, fee, total };
}

/** Takes a place in the chosen delivery window (in the same transaction as the stock). */
async function reserveWindow(tx: Queryable, delivery: OrderInput['delivery'], now: Date) {
  if (delivery.window_id === undefined) return;
  await takeWindowPlace(
    tx,
    delivery.type === 'pickup'
      ? { type: 'pickup', storeId: delivery.store_id! }
      : { type: 'courier', region: delivery.region },
    delivery.window_id,
    now,
  );
}

/** Writes the order row; a card order waits for its charge, any other is confirmed at once. */
async function insertOrder(
  ctx: ApiContext,
  tx: Queryable,
  placing: {
    userId: number;
    input: OrderInput;
    idempotencyKey: string;
    hash: string;
    card: CardView | null;
    price: { subtotal: number; fee: number | null; total: number };
    now: Date;
  },
): Promise<number> {
  const { userId, input, idempotencyKey, hash, card, price, now } = placing;
  const online = input.payment.type === 'card';
  const status = online ? 'awaiting_payment' : 'confirmed';
  const id = await nextOrderId(tx);
  await tx.query(
    `INSERT INTO orders (id, user_id, number, transaction_id, idempotency_key, request_hash, status,
       payment_status, payment_type, card_id, card, delivery, receiver, subtotal, delivery_fee,
       total, comment, status_history, payment_due_at, created_at, updated_at, substitution)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$20,$21)`,
    [
      id,
      userId,
      orderNumber(id, now),
      randomUUID(),
      idempotencyKey,
      hash,
      status,
      online ? 'pending' : 'unpaid',
      input.payment.type,
      card?.id ?? null,
      card ? JSON.stringify({ ...card, behaviour: undefined }) : null,
      JSON.stringify(input.delivery),
      JSON.stringify(input.receiver),
      price.subtotal,
      price.fee,
      price.total,
      input.comment ?? '',
      JSON.stringify([{ status, at: now.toISOString() }]),
      online ? new Date(now.getTime() + ctx.paymentDelayMs) : null,
      now,
      input.substitution ?? null,
    ],
  );
  return id;
}

/** Writes the order's lines and takes each line's quantity off the locked stock. */
async function insertLinesTakingStock(tx: Queryable, orderId: number, lines: PricedLine[]) {
  let position = 0;
  for (const line of lines) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, slug, name, image, price, quantity,
         sold_by_weight, line_total, substitution)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        orderId,
        position++,
        line.product.id,
        line.product.slug,
        line.product.name,
        line.product.image,
        line.product.price,
        line.quantity,
        line.product.sold_by_weight,
        line.total,
        line.substitution ?? null,
      ],
    );
    const taken = await tx.query(
      'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
      [line.product.id, line.quantity],
    );
    if (taken.rows.length !== 1) throw new Error('Stock changed under a row lock');
  }
}

/**
 * Places an order. Every price and the delivery fee come from the database; stock is checked
 * and taken in one transaction with the product rows locked, so the last unit cannot be sold
 * twice. A repeated Idempotency-Key with the same body answers the order it created.
 */
export async function createOrder(
  ctx: ApiContext,
  userId: number,
  input: OrderInput,
  idempotencyKey: string,
  lang: Locale,
): Promise<OrderView> {
  const hash = requestHash(input);
  const now = ctx.now();
  const orderId = await ctx.db.transaction(async (tx) => {
    const repeated = await repeatedOrder(tx, userId, idempotencyKey, hash);
    if (repeated !== null) return repeated;
    await limitOrderRate(ctx, tx, userId, now);
    const { problems, card } = await checkRules(tx, userId, input);
    const grouped = groupLines(input.lines, problems);
    const ids = [...grouped.quantities.keys()];
    const products = await lockProducts(tx, ids);
    checkLineProducts(input.lines, products, problems);
    if (problems.length > 0) throw validationFailed(...problems);
    if (input.delivery.type === 'regional') {
      await refusePerishables(tx, input.delivery.region, ids, lang);
    }
    refuseShortStock(products, grouped.quantities, lang);
    const price = await priceOrder(tx, input, products, grouped, lang);
    // The window's place is taken with the stock below: both or neither.
    await reserveWindow(tx, input.delivery, now);
    const id = await insertOrder(ctx, tx, {
      userId,
      input,
      idempotencyKey,
      hash,
      card,
      price,
      now,
    });
    await insertLinesTakingStock(tx, id, price.lines);
    if (input.payment.type === 'card') ctx.schedulePaymentSettlement(ctx.paymentDelayMs);
    return id;
  });
  return findOrder(ctx, userId, { id: orderId }, lang);
}

/**
 * The payment simulator's settlement: card orders whose charge is due are moved to
 * confirmed/paid, or to cancelled/failed with the stock put back.
 */
export async function settleDuePayments(ctx: ApiContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx.query<{
      id: number;
      behaviour: CardBehaviour | null;
      window_id: string | null;
    }>(
      `SELECT o.id, c.behaviour, o.delivery->>'window_id' AS window_id
         FROM orders o LEFT JOIN cards c ON c.id = o.card_id
        WHERE o.payment_status = 'pending' AND o.payment_due_at <= $1
        ORDER BY o.id FOR UPDATE OF o`,
      [now],
    );
    for (const order of due.rows) {
      const charge = simulateCharge(order.behaviour ?? 'success');
      const status = charge.ok ? 'confirmed' : 'cancelled';
      await tx.query(
        `UPDATE orders SET status = $2, payment_status = $3, payment_failure_reason = $4,
           status_history = status_history || $5::jsonb, updated_at = $6
         WHERE id = $1`,
        [
          order.id,
          status,
          charge.ok ? 'paid' : 'failed',
          charge.ok ? null : charge.reason,
          JSON.stringify([{ status, at: now.toISOString() }]),
          now,
        ],
      );
      if (!charge.ok) {
        await tx.query(
          `UPDATE products p SET stock = p.stock + l.quantity FROM order_lines l
            WHERE l.order_id = $1 AND l.product_id = p.id`,
          [order.id],
        );
        await releaseWindowPlace(tx, order.window_id ?? undefined);
      }
    }
    return due.rows.length;
  });
}

/**
 * How a confirmed order moves on in the reference shop, in minutes after its confirmation:
 * pickers start, then the goods wait at the store or leave with a courier, then they are handed
 * over (payment on receipt is then paid).
 */
export const FULFILMENT_MINUTES = { assembling: 2, handedOff: 20, completed: 60 } as const;

type Step = { status: string; after: number };

function fulfilmentSteps(deliveryType: string): Step[] {
  return [
    { status: 'assembling', after: FULFILMENT_MINUTES.assembling },
    {
      status: deliveryType === 'pickup' ? 'ready_for_pickup' : 'in_delivery',
      after: FULFILMENT_MINUTES.handedOff,
    },
    { status: 'completed', after: FULFILMENT_MINUTES.completed },
  ];
}

/** Moves confirmed orders along their fulfilment steps that are due by now. */
export async function advanceFulfilment(ctx: ApiContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const open = await tx.query<
      Pick<OrderRow, 'id' | 'status' | 'payment_status' | 'status_history'> & {
        delivery_type: string;
      }
    >(
      `SELECT id, status, payment_status, status_history, delivery->>'type' AS delivery_type
         FROM orders WHERE status IN ('confirmed', 'assembling', 'ready_for_pickup', 'in_delivery')
        ORDER BY id FOR UPDATE`,
    );
    let moved = 0;
    for (const order of open.rows) {
      const confirmed = order.status_history.find((entry) => entry.status === 'confirmed');
      if (!confirmed) continue;
      const start = Date.parse(confirmed.at);
      const steps = fulfilmentSteps(order.delivery_type);
      const reached = steps.findIndex((step) => step.status === order.status);
      const due = steps
        .slice(reached + 1)
        .filter((step) => start + step.after * 60_000 <= now.getTime());
      const last = due.at(-1);
      if (!last) continue;
      const history = due.map((step) => ({
        status: step.status,
        at: new Date(start + step.after * 60_000).toISOString(),
      }));
      const paidOnReceipt = last.status === 'completed' && order.payment_status === 'unpaid';
      await tx.query(
        `UPDATE orders SET status = $2, payment_status = $3,
           status_history = status_history || $4::jsonb, updated_at = $5
         WHERE id = $1`,
        [
          order.id,
          last.status,
          paidOnReceipt ? 'paid' : order.payment_status,
          JSON.stringify(history),
          new Date(start + last.after * 60_000),
        ],
      );
      moved += 1;
    }
    return moved;
  });
}

/** One of the caller's orders; someone else's order is exactly as missing as a missing one. */
export async function findOrder(
  ctx: ApiContext,
  userId: number,
  key: { id: number } | { transactionId: string },
  lang: Locale,
): Promise<OrderView> {
  await settleDuePayments(ctx);
  await advanceFulfilment(ctx);
  const { rows } =
    'id' in key
      ? await ctx.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [
          key.id,
          userId,
        ])
      : await ctx.db.query<OrderRow>(
          'SELECT * FROM orders WHERE transaction_id = $1 AND user_id = $2',
          [key.transactionId, userId],
        );
  const order = rows[0];
  if (!order) throw notFound();
  const lines = await loadLines(ctx.db, [order.id]);
  const stores = await storeNames(ctx.db, order.delivery.store_id ? [order.delivery.store_id] : []);
  const refund = await ctx.db.query<{ amount: number; created_at: Date }>(
    'SELECT amount, created_at FROM refunds WHERE order_id = $1',
    [order.id],
  );
  const refunded = refund.rows[0];
  return {
    ...presentOrder(ctx, order, lines.get(order.id) ?? [], stores, lang),
    ...(refunded && { refund: { amount: refunded.amount, at: refunded.created_at.toISOString() } }),
  };
}

const statusGroups: Record<'active' | 'completed' | 'cancelled', readonly string[]> = {
  active: activeStatuses,
  completed: ['completed'],
  cancelled: ['cancelled'],
};

export async function listOrders(
  ctx: ApiContext,
  userId: number,
  query: { page?: number; per_page?: number; status?: 'active' | 'completed' | 'cancelled' },
) {
  await settleDuePayments(ctx);
  await advanceFulfilment(ctx);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 10;
  const statuses = query.status ? [...statusGroups[query.status]] : null;
  const count = await ctx.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM orders WHERE user_id = $1 AND ($2::text[] IS NULL OR status = ANY($2))',
    [userId, statuses],
  );
  const { rows } = await ctx.db.query<OrderRow>(
    `SELECT * FROM orders WHERE user_id = $1 AND ($2::text[] IS NULL OR status = ANY($2))
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, statuses, perPage, (page - 1) * perPage],
  );
  const lines = await loadLines(
    ctx.db,
    rows.map((row) => row.id),
  );
  const total = count.rows[0]!.total;
  return {
    data: rows.map((order) => {
      const orderLines = lines.get(order.id) ?? [];
      return {
        id: order.id,
        number: order.number,
        transaction_id: order.transaction_id,
        status: order.status,
        payment_status: order.payment_status,
        payment_type: order.payment_type,
        delivery_type: order.delivery.type,
        total: order.total,
        currency_name: CURRENCY_NAME,
        lines_count: orderLines.length,
        images: orderLines.slice(0, 4).map((line) => imageUrl(ctx, line.image, 160)),
        created_at: order.created_at.toISOString(),
      };
    }),
    meta: { page, per_page: perPage, total, pages: Math.ceil(total / perPage) },
  };
}
