import { tashkentDistricts } from '@/entities/region';
import type { Region } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { foldApostrophes } from '@/shared/lib/text';

/** The ways shoppers type the Uzbek ʻ (U+02BB) are read as the same letter. */
const matchable = (name: string) => foldApostrophes(name.trim()).toLowerCase();

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

/** U+00A0: a space that never breaks a line. */
const noBreakSpace = '\u00a0';

/** A phone as masked (`+998 90 208 16 87`), kept on one line: its spaces never break. */
export function unbrokenPhone(masked: string): string {
  return masked.replace(/ /g, noBreakSpace);
}
