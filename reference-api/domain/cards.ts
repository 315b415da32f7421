import { randomUUID } from 'node:crypto';
import { luhnValid, maskCardNumber } from '../../design-system/format/card.ts';
import { isExpiryInPast, parseExpiry } from '../../design-system/format/expiry.ts';
import type { ApiContext } from './context.ts';
import { ApiError, notFound, tooManyRequests } from './errors.ts';
import { hashCode, sameHash } from './secrets.ts';

export const cardBehaviours = ['success', 'wrong_code', 'insufficient_funds', 'expired'] as const;
export type CardBehaviour = (typeof cardBehaviours)[number];

/** The contract's test cards. Any other valid number of a known issuer behaves like 'success'. */
export const testCards: Record<string, CardBehaviour> = {
  '8600000000000015': 'success',
  '9860000000000018': 'success',
  '4111111111111111': 'success',
  '5555555555554444': 'success',
  '8600000000000023': 'wrong_code',
  '8600000000000031': 'insufficient_funds',
  '8600000000000049': 'expired',
};

/** The card processor simulator texts this code for every card. */
export const SIMULATOR_CARD_CODE = '666666';
export const CARD_CODE_TTL_SECONDS = 5 * 60;
export const CARD_CODE_RESEND_SECONDS = 60;
export const CARD_CODE_MAX_ATTEMPTS = 5;

export type CardBrand = 'uzcard' | 'humo' | 'visa' | 'mastercard';

/** Issuer by prefix as the contract lists them: 8600, 5614 Uzcard; 9860 Humo; 4 Visa; 51–55 Mastercard. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (digits.startsWith('8600') || digits.startsWith('5614')) return 'uzcard';
  if (digits.startsWith('9860')) return 'humo';
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  return null;
}

/** `99890*****31`, the way card processors show the phone linked to a card. */
export function maskCardPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `${digits.slice(0, 5)}*****${digits.slice(-2)}`;
}

interface CardRow {
  id: number;
  user_id: number;
  request_id: string;
  masked_number: string;
  fingerprint: string;
  brand: CardBrand;
  expire: string;
  phone: string;
  behaviour: CardBehaviour;
  status: 'pending' | 'active';
  is_default: boolean;
  code_hash: string | null;
  code_attempts: number;
  code_sent_at: Date;
  code_expires_at: Date;
}

export function presentCard(row: CardRow) {
  return {
    id: row.id,
    masked_number: row.masked_number,
    brand: row.brand,
    expire: row.expire,
    phone_masked: maskCardPhone(row.phone),
    is_default: row.is_default,
  };
}
export type CardView = ReturnType<typeof presentCard>;

const invalidNumber = () =>
  new ApiError(422, 'invalid_card_number', { fields: [{ field: 'number', code: 'invalid' }] });

/**
 * Starts binding a card: the processor checks it and texts a code to the phone linked to the
 * card (in the simulator, the account's phone; the message goes to the dev outbox). Only the
 * masked number and a keyed fingerprint are kept.
 */
export async function createCard(
  ctx: ApiContext,
  userId: number,
  input: { number: string; expire: string },
) {
  const digits = input.number;
  const brand = cardBrandOf(digits);
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits) || !brand) throw invalidNumber();
  const expiry = parseExpiry(input.expire);
  if (!expiry) {
    throw new ApiError(422, 'validation_failed', {
      fields: [{ field: 'expire', code: 'invalid' }],
    });
  }
  const behaviour = testCards[digits] ?? 'success';
  const now = ctx.now();
  if (behaviour === 'expired' || isExpiryInPast(expiry, now)) {
    throw new ApiError(422, 'card_expired', { fields: [{ field: 'expire', code: 'invalid' }] });
  }
  const fingerprint = hashCode(ctx.secret, 'card-number', digits);
  const requestId = randomUUID();
  const phone = await ctx.db.transaction(async (tx) => {
    const existing = await tx.query<CardRow>(
      'SELECT * FROM cards WHERE user_id = $1 AND fingerprint = $2 FOR UPDATE',
      [userId, fingerprint],
    );
    for (const card of existing.rows) {
      if (card.status === 'active') throw new ApiError(409, 'card_already_added');
      const resendAt = card.code_sent_at.getTime() + CARD_CODE_RESEND_SECONDS * 1000;
      if (resendAt > now.getTime()) {
        throw tooManyRequests(Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000)));
      }
    }
    await tx.query(
      "DELETE FROM cards WHERE user_id = $1 AND fingerprint = $2 AND status = 'pending'",
      [userId, fingerprint],
    );
    const user = await tx.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      userId,
    ]);
    const linkedPhone = user.rows[0]!.phone;
    await tx.query(
      `INSERT INTO cards (user_id, request_id, masked_number, fingerprint, brand, expire, phone,
         behaviour, status, code_hash, code_sent_at, code_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $10)`,
      [
        userId,
        requestId,
        maskCardNumber(digits),
        fingerprint,
        brand,
        input.expire,
        linkedPhone,
        behaviour,
        hashCode(ctx.secret, `card:${requestId}`, SIMULATOR_CARD_CODE),
        now,
        new Date(now.getTime() + CARD_CODE_TTL_SECONDS * 1000),
      ],
    );
    return linkedPhone;
  });
  ctx.outbox.send({
    phone,
    code: SIMULATOR_CARD_CODE,
    purpose: 'card',
    text: `Savat: karta ${maskCardNumber(digits)} tasdiqlash kodi ${SIMULATOR_CARD_CODE}. Код подтверждения карты: ${SIMULATOR_CARD_CODE}.`,
    sentAt: now.toISOString(),
  });
  return {
    request_id: requestId,
    phone_masked: maskCardPhone(phone),
    resend_after: CARD_CODE_RESEND_SECONDS,
    expires_in: CARD_CODE_TTL_SECONDS,
    code_length: SIMULATOR_CARD_CODE.length,
  };
}

type ConfirmOutcome = { card: CardRow } | { error: ApiError };

/** Confirms a binding with the texted code; the first saved card becomes the default. */
export async function confirmCard(
  ctx: ApiContext,
  userId: number,
  input: { request_id: string; code: string },
): Promise<CardView> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const { rows } = await tx.query<CardRow>(
      "SELECT * FROM cards WHERE request_id = $1 AND user_id = $2 AND status = 'pending' FOR UPDATE",
      [input.request_id, userId],
    );
    const card = rows[0];
    if (!card) return { error: notFound() };
    if (card.code_expires_at.getTime() <= now.getTime())
      return { error: new ApiError(410, 'code_expired') };
    const retryAfter = Math.max(
      1,
      Math.ceil((card.code_expires_at.getTime() - now.getTime()) / 1000),
    );
    if (card.code_attempts >= CARD_CODE_MAX_ATTEMPTS) {
      return { error: new ApiError(429, 'too_many_attempts', { retryAfter }) };
    }
    const right =
      card.behaviour !== 'wrong_code' &&
      card.code_hash !== null &&
      sameHash(card.code_hash, hashCode(ctx.secret, `card:${card.request_id}`, input.code));
    if (!right) {
      const attempts = card.code_attempts + 1;
      await tx.query('UPDATE cards SET code_attempts = $2 WHERE id = $1', [card.id, attempts]);
      return {
        error:
          attempts >= CARD_CODE_MAX_ATTEMPTS
            ? new ApiError(429, 'too_many_attempts', { retryAfter })
            : new ApiError(422, 'invalid_code'),
      };
    }
    const others = await tx.query(
      "SELECT 1 FROM cards WHERE user_id = $1 AND status = 'active' LIMIT 1",
      [userId],
    );
    const saved = await tx.query<CardRow>(
      `UPDATE cards SET status = 'active', code_hash = NULL, is_default = $2
        WHERE id = $1 RETURNING *`,
      [card.id, others.rows.length === 0],
    );
    return { card: saved.rows[0]! };
  });
  if ('error' in outcome) throw outcome.error;
  return presentCard(outcome.card);
}

export async function listCards(ctx: ApiContext, userId: number): Promise<CardView[]> {
  const { rows } = await ctx.db.query<CardRow>(
    "SELECT * FROM cards WHERE user_id = $1 AND status = 'active' ORDER BY is_default DESC, id",
    [userId],
  );
  return rows.map(presentCard);
}

export async function activeCard(
  db: Pick<ApiContext['db'], 'query'>,
  userId: number,
  cardId: number,
): Promise<(CardView & { behaviour: CardBehaviour }) | null> {
  const { rows } = await db.query<CardRow>(
    "SELECT * FROM cards WHERE id = $1 AND user_id = $2 AND status = 'active'",
    [cardId, userId],
  );
  return rows[0] ? { ...presentCard(rows[0]), behaviour: rows[0].behaviour } : null;
}

/** The payment simulator: what charging a saved card answers. */
export function simulateCharge(
  behaviour: CardBehaviour,
): { ok: true } | { ok: false; reason: 'insufficient_funds' } {
  return behaviour === 'insufficient_funds'
    ? { ok: false, reason: 'insufficient_funds' }
    : { ok: true };
}
