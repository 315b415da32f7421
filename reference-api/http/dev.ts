import type { IncomingMessage, ServerResponse } from 'node:http';
import { OTP_TTL_SECONDS } from '../domain/auth.ts';
import type { ApiContext } from '../domain/context.ts';
import { ApiError, validationFailed } from '../domain/errors.ts';
import { advanceFulfilment, FULFILMENT_MINUTES, settleDuePayments } from '../domain/orders.ts';
import { uzMobileE164 } from '../domain/phone.ts';
import { supportTeamPhone } from '../seed/contacts.ts';
import { parseJsonBody, readBody } from './body.ts';
import { sendError, sendJson } from './router.ts';

/**
 * Whether a connection comes from this machine: 127.0.0.0/8 or ::1, also as IPv4-mapped IPv6.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * A request the development endpoints may answer: from a loopback client, and not relayed by a
 * proxy (a proxy on this machine would make every visitor look local).
 */
function fromThisMachine(req: IncomingMessage): boolean {
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    req.headers['x-forwarded-for'] === undefined &&
    req.headers.forwarded === undefined &&
    req.headers['x-real-ip'] === undefined
  );
}

/**
 * Development-only endpoints under `/__dev/`, answered only while the outbox is on (never in
 * production) and only to clients on this machine; to anyone else they do not exist (404).
 * They let a developer or an end-to-end test see and steer what a real shop would do out of
 * sight:
 *
 * - `GET /__dev/outbox?phone=` — the SMS messages the shop would have sent to that phone (the
 *   phone is required: there is no listing of every shopper's codes); the support team's phone
 *   (`supportTeamPhone`) lists the notices the support team would have had, e.g. companies'
 *   requests to buy on account;
 * - `POST /__dev/expire-codes?phone=` — the phone's pending sign-in code expires now, as if sent
 *   that long ago (a new one may be asked for at once);
 * - `POST /__dev/stock` with `{ "slug": "...", "quantity": 3 }` — a product's stock changes, as
 *   when other shoppers buy it or a delivery arrives;
 * - `POST /__dev/orders/advance` with `{ "id": 5012 }` — a confirmed order's clock runs forward to
 *   its next step (assembling, ready for pickup or in delivery, completed), as if it had been
 *   placed that much earlier; the step is taken as every step is (its shopper gets the SMS).
 *
 * Answers `true` when it handled the request.
 */
export function handleDevRequest(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  if (!ctx.outbox.enabled || !url.pathname.startsWith('/__dev/')) return false;
  if (!fromThisMachine(req)) {
    req.resume();
    sendError(res, new ApiError(404, 'not_found'), 'en');
    return true;
  }
  const route = `${req.method ?? 'GET'} ${url.pathname}`;
  const run = async (): Promise<void> => {
    switch (route) {
      case 'GET /__dev/outbox': {
        req.resume();
        const asked = url.searchParams.get('phone') ?? '';
        // Shoppers' mobiles, or the support team's own (fixed-line) phone for the shop's notices.
        const phone =
          uzMobileE164(asked) ??
          (asked.replace(/[\s()-]/g, '') === supportTeamPhone ? supportTeamPhone : null);
        if (!phone) throw validationFailed({ field: 'phone', code: 'invalid' });
        const messages = ctx.outbox.list().filter((message) => message.phone === phone);
        sendJson(res, 200, { messages });
        return;
      }
      case 'POST /__dev/expire-codes': {
        req.resume();
        const phone = uzMobileE164(url.searchParams.get('phone') ?? '');
        if (!phone) throw validationFailed({ field: 'phone', code: 'invalid' });
        // As a code is when its time has run out: sent that long ago, so a new one may be asked.
        const expiresAt = ctx.now().getTime() - 1000;
        const { affectedRows } = await ctx.db.query(
          'UPDATE otp_codes SET expires_at = $2, sent_at = $3 WHERE phone = $1',
          [phone, new Date(expiresAt), new Date(expiresAt - OTP_TTL_SECONDS * 1000)],
        );
        sendJson(res, 200, { expired: affectedRows ?? 0 });
        return;
      }
      case 'POST /__dev/stock': {
        const body = parseJsonBody(await readBody(req, 4096), req.headers['content-type']) as {
          slug?: unknown;
          quantity?: unknown;
        } | null;
        const slug = typeof body?.slug === 'string' ? body.slug : '';
        const quantity = body?.quantity;
        if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
          throw validationFailed({ field: 'quantity', code: 'invalid' });
        }
        const { rows } = await ctx.db.query<{ slug: string; stock: number }>(
          'UPDATE products SET stock = $2 WHERE slug = $1 RETURNING slug, stock',
          [slug, quantity],
        );
        if (!rows[0]) throw new ApiError(404, 'not_found');
        sendJson(res, 200, rows[0]);
        return;
      }
      case 'POST /__dev/orders/advance': {
        const body = parseJsonBody(await readBody(req, 4096), req.headers['content-type']) as {
          id?: unknown;
        } | null;
        const id = body?.id;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
          throw validationFailed({ field: 'id', code: 'invalid' });
        }
        sendJson(res, 200, await advanceOrder(ctx, id));
        return;
      }
      default:
        req.resume();
        throw new ApiError(404, 'not_found');
    }
  };
  run().catch((error: unknown) =>
    sendError(res, error instanceof ApiError ? error : new ApiError(500, 'internal_error'), 'en'),
  );
  return true;
}

/** Minutes after its confirmation at which an order in a status takes its next step. */
const nextStepAfter: Record<string, number> = {
  confirmed: FULFILMENT_MINUTES.assembling,
  assembling: FULFILMENT_MINUTES.handedOff,
  ready_for_pickup: FULFILMENT_MINUTES.completed,
  in_delivery: FULFILMENT_MINUTES.completed,
};

/**
 * Moves an order's timeline (placed, history, payment due) back by as much as its next step is
 * still away, then lets fulfilment take the step. An order that is not moving on (awaiting
 * payment, completed, cancelled) answers 422 on `id`.
 */
async function advanceOrder(ctx: ApiContext, id: number): Promise<{ id: number; status: string }> {
  await settleDuePayments(ctx);
  await advanceFulfilment(ctx);
  const { rows } = await ctx.db.query<{
    status: string;
    status_history: Array<{ status: string; at: string }>;
  }>('SELECT status, status_history FROM orders WHERE id = $1', [id]);
  const order = rows[0];
  if (!order) throw new ApiError(404, 'not_found');
  const after = nextStepAfter[order.status];
  const confirmed = order.status_history.find((entry) => entry.status === 'confirmed');
  if (after === undefined || !confirmed) {
    throw validationFailed({ field: 'id', code: 'not_allowed' });
  }
  const shiftMs = Date.parse(confirmed.at) + after * 60_000 - ctx.now().getTime();
  if (shiftMs > 0) {
    const history = order.status_history.map((entry) => ({
      ...entry,
      at: new Date(Date.parse(entry.at) - shiftMs).toISOString(),
    }));
    await ctx.db.query(
      `UPDATE orders SET status_history = $2::jsonb,
         created_at = created_at - make_interval(secs => $3),
         updated_at = updated_at - make_interval(secs => $3),
         payment_due_at = payment_due_at - make_interval(secs => $3)
       WHERE id = $1`,
      [id, JSON.stringify(history), shiftMs / 1000],
    );
  }
  await advanceFulfilment(ctx);
  const moved = await ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    id,
  ]);
  return { id, status: moved.rows[0]!.status };
}
