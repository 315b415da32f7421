import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';
import { messageSections, type MessageSection } from './sections';

/** Message texts by id: ICU strings, or (in the browser bundle) their precompiled syntax trees. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type Catalogue = { default: Messages };
type Catalogues = Record<string, () => Promise<Catalogue>>;

// Each language, and each section of it, is its own chunk: the browser downloads only the
// shopper's language, and each section with what shows it (./sections.ts). The build puts the
// design system's texts into the `common` section (`messageSections` in vite.config.ts).
const storefrontCatalogues: Record<MessageSection, Catalogues> = {
  common: import.meta.glob<Catalogue>('./messages/*.json', { query: '?section=common' }),
  personal: import.meta.glob<Catalogue>('./messages/*.json', { query: '?section=personal' }),
  business: import.meta.glob<Catalogue>('./messages/*.json', { query: '?section=business' }),
  later: import.meta.glob<Catalogue>('./messages/*.json', { query: '?section=later' }),
};

/** One section of the storefront's catalogue in one language. */
async function loadSection(locale: Locale, section: MessageSection): Promise<Messages> {
  const entry = Object.entries(storefrontCatalogues[section]).find(([file]) =>
    file.replace(/\?.*$/, '').endsWith(`/${locale}.json`),
  );
  if (!entry) return {};
  const module = await entry[1]();
  return module.default;
}

/**
 * The storefront catalogue merged over the design system's catalogue for one language: every
 * section (the server), or those named.
 */
export async function loadMessages(
  locale: Locale,
  sections: readonly MessageSection[] = messageSections,
): Promise<Messages> {
  const parts = await Promise.all(sections.map((section) => loadSection(locale, section)));
  return Object.assign({}, ...parts) as Messages;
}

/**
 * The browser's catalogue: the shopper's language, with the sections loaded so far. The app's
 * messages follow it (`subscribeToBrowserMessages`), so a page or a dialog that needs another
 * section can load it before it is shown. A section loaded later is added to the same object:
 * what is on screen already has its texts, and a new object would render the whole app again
 * (and hydrate at once every part still waiting to) when a dialog first opens. Outside the
 * browser app (the server, tests) it is never started and every section counts as loaded.
 */
let browserCatalogue: {
  locale: Locale;
  loading: Map<MessageSection, Promise<void>>;
  loaded: Set<MessageSection>;
  messages: Messages;
} | null = null;
const browserListeners = new Set<() => void>();

/** Starts the browser's catalogue in `locale` with `sections`; resolves to its messages. */
export async function loadBrowserMessages(
  locale: Locale,
  sections: readonly MessageSection[],
): Promise<Messages> {
  const catalogue = (browserCatalogue ??= {
    locale,
    loading: new Map(),
    loaded: new Set(),
    messages: {},
  });
  await Promise.all(
    sections.map((section) => {
      let pending = catalogue.loading.get(section);
      if (!pending) {
        pending = loadSection(catalogue.locale, section).then(
          (messages) => {
            Object.assign(catalogue.messages, messages);
            catalogue.loaded.add(section);
            for (const listener of browserListeners) listener();
          },
          (error: unknown) => {
            // Let a later attempt fetch the chunk again (a flaky network, a new deployment).
            catalogue.loading.delete(section);
            throw error;
          },
        );
        catalogue.loading.set(section, pending);
      }
      return pending;
    }),
  );
  return catalogue.messages;
}

/** Loads more sections into the browser's catalogue, if it was started. */
export async function loadMessageSections(sections: readonly MessageSection[]): Promise<void> {
  if (browserCatalogue) await loadBrowserMessages(browserCatalogue.locale, sections);
}

/** Whether the texts of `sections` can be shown now. */
export function areMessageSectionsLoaded(sections: readonly MessageSection[]): boolean {
  const catalogue = browserCatalogue;
  return !catalogue || sections.every((section) => catalogue.loaded.has(section));
}

export function subscribeToBrowserMessages(listener: () => void): () => void {
  browserListeners.add(listener);
  return () => browserListeners.delete(listener);
}

/** The browser's catalogue as loaded so far, or `null` where it was never started. */
export function browserMessages(): Messages | null {
  return browserCatalogue?.messages ?? null;
}
