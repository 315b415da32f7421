import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** Message texts by id: ICU strings, or (in the browser bundle) their precompiled syntax trees. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type Catalogue = { default: Messages };

// Each language is its own chunk: the browser downloads only the shopper's language.
const storefrontCatalogues = import.meta.glob<Catalogue>('./messages/*.json');
const designSystemCatalogues = import.meta.glob<Catalogue>('../../../design-system/i18n/*.json');

async function loadCatalogue(catalogues: Record<string, () => Promise<Catalogue>>, locale: Locale) {
  const entry = Object.entries(catalogues).find(([file]) => file.endsWith(`/${locale}.json`));
  if (!entry) return {};
  const module = await entry[1]();
  return module.default;
}

/** The storefront catalogue merged over the design system's catalogue for one language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [designSystem, storefront] = await Promise.all([
    loadCatalogue(designSystemCatalogues, locale),
    loadCatalogue(storefrontCatalogues, locale),
  ]);
  return { ...designSystem, ...storefront } as Messages;
}
