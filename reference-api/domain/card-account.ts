import type { ApiContext } from './context.ts';
import { listCards, type CardView } from './cards.ts';
import { notFound } from './errors.ts';

/**
 * Removes one of the shopper's saved cards. Orders it paid keep their copy of the masked number.
 * When it was the default, the oldest remaining card becomes the default, so a shopper with
 * cards always has one. Someone else's card is as missing as a missing one.
 */
export async function deleteCard(ctx: ApiContext, userId: number, cardId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ is_default: boolean }>(
      "DELETE FROM cards WHERE id = $1 AND user_id = $2 AND status = 'active' RETURNING is_default",
      [cardId, userId],
    );
    if (!rows[0]) throw notFound();
    if (rows[0].is_default) {
      await tx.query(
        `UPDATE cards SET is_default = true WHERE id = (
           SELECT id FROM cards WHERE user_id = $1 AND status = 'active' ORDER BY id LIMIT 1)`,
        [userId],
      );
    }
  });
}

/** Makes one of the shopper's cards the default (and no other); answers the cards. */
export async function setDefaultCard(
  ctx: ApiContext,
  userId: number,
  cardId: number,
): Promise<CardView[]> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      "SELECT 1 FROM cards WHERE id = $1 AND user_id = $2 AND status = 'active' FOR UPDATE",
      [cardId, userId],
    );
    if (rows.length === 0) throw notFound();
    await tx.query(
      "UPDATE cards SET is_default = (id = $2) WHERE user_id = $1 AND status = 'active'",
      [userId, cardId],
    );
  });
  return listCards(ctx, userId);
}
