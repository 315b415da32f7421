import type { Locale } from './money';

/**
 * Grams as kilograms with up to three decimals, written as the language writes them (`0,3` in
 * Uzbek and Russian, `0.3` in English), the same in Node and every browser (Chromium has no
 * number data for Uzbek, so `Intl` would make the server's page and the browser's differ).
 */
export function formatKilograms(grams: number, locale: Locale): string {
  const text = String(Math.round(grams) / 1000);
  return locale === 'en' ? text : text.replace('.', ',');
}
