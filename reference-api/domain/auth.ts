import type { ApiContext, UserType } from './context.ts';
import { ApiError, tooManyRequests, unauthorized } from './errors.ts';
import { uzMobileE164 } from './phone.ts';
import { hashCode, hashToken, newAccessToken, newOtpCode, sameHash } from './secrets.ts';

export const OTP_LENGTH = 5;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
/** How long verification stays blocked for a phone after OTP_MAX_ATTEMPTS wrong codes. */
export const OTP_BLOCK_SECONDS = 15 * 60;
/** Codes one phone may be sent per hour (per client address: `ApiContext.limits`). */
export const OTP_PHONE_HOURLY_CAP = 5;
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export const invalidPhone = () =>
  new ApiError(422, 'invalid_phone', { fields: [{ field: 'phone', code: 'invalid' }] });

export function requireUzMobile(phone: string): string {
  const e164 = uzMobileE164(phone);
  if (!e164 || e164 !== phone) throw invalidPhone();
  return e164;
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Sends a sign-in code. Known and unknown phones get the same answer; no account is created
 * until a code is verified.
 */
export async function sendOtp(
  ctx: ApiContext,
  input: { phone: string; userType: UserType; ip: string },
) {
  const phone = requireUzMobile(input.phone);
  const now = ctx.now();
  const nowMs = now.getTime();
  await ctx.db.transaction(async (tx) => {
    const current = await tx.query<{ sent_at: Date; blocked_until: Date | null }>(
      'SELECT sent_at, blocked_until FROM otp_codes WHERE phone = $1 FOR UPDATE',
      [phone],
    );
    const blockedUntil = current.rows[0]?.blocked_until?.getTime();
    if (blockedUntil !== undefined && blockedUntil > nowMs) {
      // No code could be used while the phone is locked: none is sent.
      throw new ApiError(429, 'too_many_attempts', {
        retryAfter: secondsUntil(blockedUntil, nowMs),
      });
    }
    const lastSent = current.rows[0]?.sent_at;
    if (lastSent && lastSent.getTime() + OTP_RESEND_SECONDS * 1000 > nowMs) {
      throw tooManyRequests(secondsUntil(lastSent.getTime() + OTP_RESEND_SECONDS * 1000, nowMs));
    }
    const hourAgo = new Date(nowMs - 3600_000);
    const counts = await tx.query<{
      by_phone: number;
      by_ip: number;
      oldest_phone: Date | null;
      oldest_ip: Date | null;
    }>(
      `SELECT count(*) FILTER (WHERE phone = $1)::int AS by_phone,
              count(*) FILTER (WHERE ip = $2)::int AS by_ip,
              min(sent_at) FILTER (WHERE phone = $1) AS oldest_phone,
              min(sent_at) FILTER (WHERE ip = $2) AS oldest_ip
         FROM otp_sends WHERE sent_at > $3 AND (phone = $1 OR ip = $2)`,
      [phone, input.ip, hourAgo],
    );
    const sends = counts.rows[0]!;
    if (sends.by_phone >= OTP_PHONE_HOURLY_CAP) {
      throw tooManyRequests(
        secondsUntil((sends.oldest_phone?.getTime() ?? nowMs) + 3600_000, nowMs),
      );
    }
    if (sends.by_ip >= ctx.limits.signInCodesPerIpHour) {
      throw tooManyRequests(secondsUntil((sends.oldest_ip?.getTime() ?? nowMs) + 3600_000, nowMs));
    }
    const code = newOtpCode();
    await tx.query(
      `INSERT INTO otp_codes (phone, code_hash, user_type, sent_at, expires_at, attempts)
       VALUES ($1, $2, $3, $4, $5, 0)
       ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash,
         user_type = EXCLUDED.user_type, sent_at = EXCLUDED.sent_at,
         expires_at = EXCLUDED.expires_at, attempts = 0`,
      [
        phone,
        hashCode(ctx.secret, `otp:${phone}`, code),
        input.userType,
        now,
        new Date(nowMs + OTP_TTL_SECONDS * 1000),
      ],
    );
    await tx.query('INSERT INTO otp_sends (phone, ip, sent_at) VALUES ($1, $2, $3)', [
      phone,
      input.ip,
      now,
    ]);
    ctx.outbox.send({
      phone,
      code,
      purpose: 'sign-in',
      text: `Savat: kirish kodi ${code}. Код для входа: ${code}. Sign-in code: ${code}.`,
      sentAt: now.toISOString(),
    });
  });
  return {
    sent: true as const,
    resend_after: OTP_RESEND_SECONDS,
    expires_in: OTP_TTL_SECONDS,
    code_length: OTP_LENGTH,
  };
}

type VerifyOutcome =
  | { kind: 'ok'; accessToken: string; userId: number }
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'blocked'; until: number };

/**
 * Checks a code. A code works once; five wrong codes block the phone for 15 minutes (a new
 * code does not lift the block). On success the account exists (created on first sign-in) and
 * a token is issued.
 */
export async function verifyOtp(ctx: ApiContext, input: { phone: string; otp: string }) {
  const phone = requireUzMobile(input.phone);
  const now = ctx.now();
  const nowMs = now.getTime();
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const found = await tx.query<{
      code_hash: string;
      expires_at: Date;
      attempts: number;
      user_type: string;
      blocked_until: Date | null;
    }>(
      'SELECT code_hash, expires_at, attempts, user_type, blocked_until FROM otp_codes WHERE phone = $1 FOR UPDATE',
      [phone],
    );
    const otp = found.rows[0];
    if (otp?.blocked_until && otp.blocked_until.getTime() > nowMs) {
      return { kind: 'blocked', until: otp.blocked_until.getTime() };
    }
    if (!otp || otp.code_hash === '' || otp.expires_at.getTime() <= nowMs)
      return { kind: 'expired' };
    if (!sameHash(otp.code_hash, hashCode(ctx.secret, `otp:${phone}`, input.otp))) {
      const attempts = otp.attempts + 1;
      if (attempts >= OTP_MAX_ATTEMPTS) {
        const until = nowMs + OTP_BLOCK_SECONDS * 1000;
        // The code is burnt as well: after the block a new one must be requested.
        await tx.query(
          "UPDATE otp_codes SET attempts = $2, blocked_until = $3, code_hash = '' WHERE phone = $1",
          [phone, attempts, new Date(until)],
        );
        return { kind: 'blocked', until };
      }
      await tx.query('UPDATE otp_codes SET attempts = $2 WHERE phone = $1', [phone, attempts]);
      return { kind: 'wrong' };
    }
    // Single use: the code is gone once it has worked.
    await tx.query('DELETE FROM otp_codes WHERE phone = $1', [phone]);
    const user = await tx.query<{ id: number }>(
      `INSERT INTO users (phone, user_type, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
      [phone, otp.user_type, now],
    );
    const userId = user.rows[0]!.id;
    const accessToken = newAccessToken();
    await tx.query(
      'INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)',
      [hashToken(accessToken), userId, now],
    );
    return { kind: 'ok', accessToken, userId };
  });
  switch (outcome.kind) {
    case 'blocked':
      throw new ApiError(429, 'too_many_attempts', {
        retryAfter: secondsUntil(outcome.until, nowMs),
      });
    case 'expired':
      throw new ApiError(410, 'code_expired');
    case 'wrong':
      throw new ApiError(422, 'invalid_code');
    case 'ok':
      return { accessToken: outcome.accessToken, userId: outcome.userId };
  }
}

function bearer(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/** The signed-in user's id for an `Authorization: Bearer …` header, or 401. */
export async function authenticate(
  ctx: ApiContext,
  authorization: string | undefined,
): Promise<number> {
  const token = bearer(authorization);
  if (!token) throw unauthorized();
  const { rows } = await ctx.db.query<{ user_id: number }>(
    `SELECT t.user_id FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.deleted_at IS NULL
        AND t.created_at > $2`,
    [hashToken(token), new Date(ctx.now().getTime() - TOKEN_TTL_SECONDS * 1000)],
  );
  if (!rows[0]) throw unauthorized();
  return rows[0].user_id;
}

/** Revokes the presented token, or with `everywhere` every token of its account. */
export async function logout(
  ctx: ApiContext,
  authorization: string | undefined,
  everywhere = false,
): Promise<void> {
  const userId = await authenticate(ctx, authorization);
  if (everywhere) {
    await ctx.db.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, ctx.now()],
    );
    return;
  }
  await ctx.db.query('UPDATE access_tokens SET revoked_at = $2 WHERE token_hash = $1', [
    hashToken(bearer(authorization)!),
    ctx.now(),
  ]);
}
