export type Expiry = { month: number; year: number };
export type ExpiryErrorKind = 'incomplete' | 'invalidMonth' | 'past';

/**
 * Formats typed digits as `MM/YY` while typing: `1`→`1`, `12`→`12`, `122`→`12/2`. The slash
 * appears only with the third digit, so deleting back over it never gets stuck.
 */
export function formatExpiryInput(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  // A leading 2–9 can only be a one-digit month: `5` → `05`.
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Parses `MM/YY` (separator optional) into month 1–12 and a four-digit year. */
export function parseExpiry(input: string): Expiry | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInPast(expiry: Expiry, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

export function validateExpiry(
  input: string,
  now: Date,
): { ok: true; expiry: Expiry } | { ok: false; error: ExpiryErrorKind } {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 4) return { ok: false, error: 'incomplete' };
  const expiry = parseExpiry(input);
  if (!expiry) return { ok: false, error: 'invalidMonth' };
  if (isExpiryInPast(expiry, now)) return { ok: false, error: 'past' };
  return { ok: true, expiry };
}

/** `MMYY` as the card providers' APIs expect it. */
export function expiryToMmYy(expiry: Expiry): string {
  return `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`;
}
