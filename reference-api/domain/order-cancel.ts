import type { ApiContext, Locale } from './context.ts';
import { simulateCharge, type CardBehaviour } from './cards.ts';
import { ApiError, notFound } from './errors.ts';
import { findOrder, type OrderView } from './orders.ts';
import { releaseWindowPlace } from './windows.ts';

/** Nobody has started assembling an order in these statuses, so the shopper may cancel it. */
export const cancellableStatuses = ['awaiting_payment', 'confirmed'] as const;

interface CancelRow {
  id: number;
  status: string;
  payment_status: string;
  payment_type: string;
  card_id: number | null;
  behaviour: CardBehaviour | null;
  total: number;
  window_id: string | null;
}

/**
 * Cancels one of the shopper's orders while it is awaiting payment or confirmed: its stock and
 * its place in the delivery window go back, and a card charge that was taken is refunded in full (the simulator records the refund).
 * A charge still running is settled first, as the processor would finish it before a refund.
 * Cancelling a cancelled order answers it again; from assembling on it is 409
 * `order_not_cancellable`. Someone else's order is as missing as a missing one.
 */
export async function cancelOrder(
  ctx: ApiContext,
  userId: number,
  orderId: number,
  input: { reason?: string },
  lang: Locale,
): Promise<OrderView> {
  // Fulfilment that was due by now happens before the cancel is judged.
  await findOrder(ctx, userId, { id: orderId }, lang);
  const now = ctx.now();
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<CancelRow>(
      `SELECT o.id, o.status, o.payment_status, o.payment_type, o.card_id, o.total, c.behaviour,
              o.delivery->>'window_id' AS window_id
         FROM orders o LEFT JOIN cards c ON c.id = o.card_id
        WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE OF o`,
      [orderId, userId],
    );
    const order = rows[0];
    if (!order) throw notFound();
    if (order.status === 'cancelled') return;
    if (!(cancellableStatuses as readonly string[]).includes(order.status)) {
      throw new ApiError(409, 'order_not_cancellable');
    }
    let paymentStatus = order.payment_status;
    let failureReason: string | null = null;
    if (paymentStatus === 'pending') {
      const charge = simulateCharge(order.behaviour ?? 'success');
      paymentStatus = charge.ok ? 'paid' : 'failed';
      failureReason = charge.ok ? null : charge.reason;
    }
    if (paymentStatus === 'paid' && order.payment_type === 'card') {
      await tx.query(
        'INSERT INTO refunds (order_id, card_id, amount, created_at) VALUES ($1, $2, $3, $4)',
        [order.id, order.card_id, order.total, now],
      );
      paymentStatus = 'refunded';
    }
    await tx.query(
      `UPDATE orders SET status = 'cancelled', payment_status = $2, payment_due_at = NULL,
         cancelled_at = $3, cancel_reason = $4,
         status_history = status_history || $5::jsonb, updated_at = $3,
         payment_failure_reason = coalesce($6, payment_failure_reason)
       WHERE id = $1`,
      [
        order.id,
        paymentStatus,
        now,
        reason,
        JSON.stringify([{ status: 'cancelled', at: now.toISOString() }]),
        failureReason,
      ],
    );
    await tx.query(
      `UPDATE products p SET stock = p.stock + l.quantity FROM order_lines l
        WHERE l.order_id = $1 AND l.product_id = p.id`,
      [order.id],
    );
    await releaseWindowPlace(tx, order.window_id ?? undefined);
  });
  return findOrder(ctx, userId, { id: orderId }, lang);
}
