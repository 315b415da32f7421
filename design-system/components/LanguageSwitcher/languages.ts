import type { Locale } from '../../format';

/** Each language named in itself, as shoppers look for it. */
export const languageNames: Record<Locale, { short: string; full: string }> = {
  uz: { short: 'Oʻzb', full: 'Oʻzbekcha' },
  ru: { short: 'Рус', full: 'Русский' },
  en: { short: 'Eng', full: 'English' },
};
