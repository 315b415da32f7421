import { loadMessageSections } from '@/shared/i18n';
import { prefetchWholeStylesheet, wholeStylesheet } from './stylesheets';

export { stylesHold, wholeStylesheet, type OptionalPart } from './stylesheets';

/**
 * What code loaded on demand once the page is interactive (the next page, a dialog, a menu, a
 * banner) needs besides its module: the app's whole stylesheet, since a page's own has only what
 * its start uses (./stylesheets.ts), and the texts only such code shows, the catalogue's `later`
 * section (shared/i18n/sections.ts). Resolves once both are in; a stylesheet that fails to load
 * does not hold the code back, texts that fail to load fail it as its module would.
 */
export function onDemandReady(): Promise<void> {
  return Promise.all([wholeStylesheet(), loadMessageSections(['later'])]).then(() => undefined);
}

/** `load` for code loaded on demand, resolved once its module and what it needs are in. */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), onDemandReady()]).then(([loaded]) => loaded);
}

/**
 * Once the page is interactive and idle: the whole stylesheet into the browser's cache and the
 * texts of code loaded on demand into the catalogue, so that the first page, dialog or notice
 * shows at once, also offline.
 */
export function prefetchOnDemand(): void {
  prefetchWholeStylesheet();
  void loadMessageSections(['later']).catch(() => undefined);
}
