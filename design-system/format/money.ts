export const locales = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];

/** U+202F NARROW NO-BREAK SPACE: groups thousands and separates the currency suffix. */
export const NNBSP = '\u202f';

const sumSuffix: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: 'sum' };

/** Groups an integer's digits by three with a narrow no-break space. */
export function groupThousands(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (value < 0 ? '−' : '') + groups.join(NNBSP);
}

/**
 * Formats an amount in sum the same way in Node and every browser (Intl has no `uz` data in
 * Chromium): `12 500 soʻm`, `12 500 сум`, `12 500 sum`. Fractions are rounded to whole sums.
 */
export function formatMoney(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  return `${groupThousands(Math.round(amount))}${NNBSP}${sumSuffix[locale]}`;
}

/** Formats US dollars with cents: `4.99` → `$4.99`, `1234.5` → `$1,234.50`. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '−' : ''}$${dollars}.${rest}`;
}
