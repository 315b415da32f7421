/**
 * The storefront's message catalogue comes in two sections. `common` is loaded before every
 * page. `personal` holds the texts that only the signed-in pages show: the account, orders,
 * checkout, saved cards and payment. It is about half of each catalogue, so public pages do not
 * load it. The server always has every section.
 */
export const messageSections = ['common', 'personal'] as const;
export type MessageSection = (typeof messageSections)[number];

export function isMessageSection(value: string): value is MessageSection {
  return (messageSections as readonly string[]).includes(value);
}

/** The first segment of the ids of personal messages (`checkout.delivery.title`…). */
const personalPrefixes: ReadonlySet<string> = new Set([
  'account',
  'cards',
  'checkout',
  'confirmed',
  'payment',
]);

export function sectionOfMessage(id: string): MessageSection {
  return personalPrefixes.has(id.split('.', 1)[0] ?? '') ? 'personal' : 'common';
}

/**
 * The pages (by name, which is their folder) that show personal messages: those for a signed-in
 * shopper, in `src/pages/personal/`.
 */
const personalPages: ReadonlySet<string> = new Set([
  'account',
  'account-order',
  'account-orders',
  'checkout',
  'checkout-confirmed',
  'checkout-payment',
  'wvs-orders',
]);

/** The sections a page's texts come from. */
export function sectionsOfPage(pageName: string): readonly MessageSection[] {
  return personalPages.has(pageName) ? messageSections : ['common'];
}

/** The messages of one section of a catalogue. */
export function sectionOfCatalogue<T>(
  catalogue: Record<string, T>,
  section: MessageSection,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => sectionOfMessage(id) === section),
  );
}

/**
 * The language and section of a message catalogue as the build names its module (a manifest
 * key): the design system's `design-system/i18n/uz.json`, which has no sections, or a section of
 * the app's `src/shared/i18n/messages/uz.json?section=common`. Anything else gives `undefined`.
 */
export function catalogueModule(
  key: string,
): { locale: string; section?: MessageSection } | undefined {
  const match =
    /(?:^|\/)(?:shared\/i18n\/messages|design-system\/i18n)\/([a-z]{2})\.json(?:\?section=([a-z]+))?$/.exec(
      key,
    );
  const [, locale, section] = match ?? [];
  if (!locale) return undefined;
  if (section === undefined) return { locale };
  return isMessageSection(section) ? { locale, section } : undefined;
}
