import { tashkentDistricts } from '@/entities/region';
import type { Region } from '@/shared/api';
import type { Locale } from '@/shared/i18n';

/** The ways shoppers type the Uzbek ʻ (U+02BB), all read as the same letter. */
const uzbekApostrophes = /['‘’`ʼʻ]/g;

const matchable = (name: string) => name.trim().replace(uzbekApostrophes, 'ʻ').toLowerCase();

/**
 * The city of a delivery address in the page's language: a Tashkent district, stored by its
 * Uzbek name as checkout sends it, is named as checkout offered it (`Chilonzor` →
 * `Чиланзарский`); anything else is shown as stored.
 */
export function cityName(region: Region, city: string, locale: Locale): string {
  if (region !== 'tashkent') return city;
  const wanted = matchable(city);
  const district = tashkentDistricts.find((names) =>
    Object.values(names).some((name) => matchable(name) === wanted),
  );
  return district ? district[locale] : city;
}

/**
 * Grams as kilograms with up to three decimals, written as the language writes them (`0,3` in
 * Uzbek and Russian, `0.3` in English) as checkout's summary does, without the browser's number
 * data (Chromium has none for Uzbek, so the server's page and the browser would differ).
 */
export function kilograms(grams: number, locale: Locale): string {
  const text = String(Math.round(grams) / 1000);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** U+00A0: a space that never breaks a line. */
const noBreakSpace = '\u00a0';

/** A phone as masked (`+998 90 208 16 87`), kept on one line: its spaces never break. */
export function unbrokenPhone(masked: string): string {
  return masked.replace(/ /g, noBreakSpace);
}
