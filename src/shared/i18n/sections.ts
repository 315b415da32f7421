/**
 * The storefront's message catalogue comes in sections, each a chunk per language, so that a page
 * loads the texts it shows and no more (the server always has every section):
 * - `common`: loaded before every page;
 * - `personal`: the texts only the signed-in pages show (the account, the address book, orders,
 *   checkout, saved cards and payment), about half of each catalogue;
 * - `business`: the page for business customers and its request form;
 * - `later`: what only code loaded on demand shows (the sign-in dialog and prompt, the account
 *   menu, the offline banner, the install offer, the notice of an order placed during a reload,
 *   and the footer, whose server markup the browser keeps), loaded with that code (`onDemand`,
 *   src/shared/lib/on-demand) and once the page is idle.
 * `npm run test:size` checks the build: every text a page's code shows is in a section the page
 * loads, or, in code loaded on demand, in `later` (`messagesOutsideTheirSection`, e2e/perf/bundle.ts).
 */
export const messageSections = ['common', 'personal', 'business', 'later'] as const;
export type MessageSection = (typeof messageSections)[number];

export function isMessageSection(value: string): value is MessageSection {
  return (messageSections as readonly string[]).includes(value);
}

/** Sections by the first segment of their messages' ids (`checkout.delivery.title`…). */
const sectionOfPrefix: ReadonlyMap<string, MessageSection> = new Map([
  ['account', 'personal'],
  ['addresses', 'personal'],
  ['cards', 'personal'],
  ['checkout', 'personal'],
  ['confirmed', 'personal'],
  ['payment', 'personal'],
  ['business', 'business'],
  ['auth', 'later'],
  ['footer', 'later'],
  ['placedOrder', 'later'],
  ['pwa', 'later'],
]);

export function sectionOfMessage(id: string): MessageSection {
  return sectionOfPrefix.get(id.split('.', 1)[0] ?? '') ?? 'common';
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
  if (personalPages.has(pageName)) return ['common', 'personal'];
  if (pageName === 'business') return ['common', 'business'];
  return ['common'];
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
