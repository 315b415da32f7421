/**
 * Catalogues for stories: the design system's merged with the storefront's where it has them,
 * the same merge the storefront performs at runtime.
 */
type Catalogue = Record<string, string>;

export const storyLocales = ['uz', 'ru', 'en'] as const;
export type StoryLocale = (typeof storyLocales)[number];

const designSystem = import.meta.glob<Catalogue>('../design-system/i18n/*.json', {
  eager: true,
  import: 'default',
});
const storefront = import.meta.glob<Catalogue>('../src/shared/i18n/messages/*.json', {
  eager: true,
  import: 'default',
});

function catalogueFor(catalogues: Record<string, Catalogue>, locale: StoryLocale): Catalogue {
  const entry = Object.entries(catalogues).find(([file]) => file.endsWith(`/${locale}.json`));
  return entry ? entry[1] : {};
}

export const storyMessages = Object.fromEntries(
  storyLocales.map((locale) => [
    locale,
    { ...catalogueFor(designSystem, locale), ...catalogueFor(storefront, locale) },
  ]),
) as Record<StoryLocale, Catalogue>;
