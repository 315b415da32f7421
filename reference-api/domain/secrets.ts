import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 5-digit one-time code from the CSPRNG. */
export function newOtpCode(): string {
  return String(randomInt(0, 100_000)).padStart(5, '0');
}

export function hashCode(secret: string, scope: string, code: string): string {
  return createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An opaque bearer token; only its SHA-256 is stored. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomId(): string {
  return randomBytes(12).toString('hex');
}
