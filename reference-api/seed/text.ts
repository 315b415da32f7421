import type { Localized } from './types';

/** A text in uz, ru and en, in that order. */
export type Tri = readonly [uz: string, ru: string, en: string];

export function tri([uz, ru, en]: Tri): Localized {
  return { uz, ru, en };
}

/** FNV-1a: a stable 32-bit hash, so generated values never depend on list order. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A deterministic number in [0, 1) for a key (mulberry32 step seeded by the key's hash). */
export function unitRandom(key: string): number {
  let t = (hash(key) + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/%/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
