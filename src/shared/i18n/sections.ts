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

/** The pages (by name, which is their folder under `src/pages/`) that show personal messages. */
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
