/**
 * A page starts with its own stylesheet: the part of the app's stylesheet that its modules and
 * the app's start use (src/server/page-stylesheets.ts). The document's stylesheet link names the
 * whole stylesheet in `data-all`; code the app loads on demand once the page is interactive (the
 * next page, a dialog, a menu) may show anything, so it waits for the whole stylesheet, added
 * after the page's own (`onDemand`, ./index.ts). Its rules are the same in the same order, so
 * the cascade does not change. Without such a link (development, Storybook, tests) every style
 * is already in the page.
 */
let whole: Promise<void> | null = null;
/** The whole stylesheet has loaded: every style is in the page. */
let wholeLoaded = false;

/**
 * Parts a page shows in some of its renders only (page links under a list): the server links a
 * page's stylesheet with a part's rules only when the page it rendered shows the part, and names
 * those it left out in the link's `data-omits` (src/server/page-stylesheets.ts).
 */
export type OptionalPart = 'pagination';

function addWholeStylesheet(href: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener(
      'load',
      () => {
        wholeLoaded = true;
        resolve();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        // Offline or a failed request: what was asked for still shows, and the next load on
        // demand asks for the stylesheet again.
        link.remove();
        whole = null;
        resolve();
      },
      { once: true },
    );
    document.head.append(link);
  });
}

function wholeStylesheetHref(): string | undefined {
  return document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-all]')?.dataset.all;
}

/**
 * Fetches the whole stylesheet into the browser's cache without applying it, once the page is
 * interactive and idle: the first page or dialog the shopper opens then finds it at once, also
 * offline (the offline worker keeps what the app fetched from /assets/).
 */
export function prefetchWholeStylesheet(): void {
  const href = wholeStylesheetHref();
  if (!href || whole || document.querySelector(`link[rel="prefetch"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** Resolves once the app's whole stylesheet is in the page (at once on the server, and before hydration). */
export function wholeStylesheet(): Promise<void> {
  if (whole) return whole;
  // The server renders with every style in the document already.
  if (typeof document === 'undefined') return Promise.resolve();
  const href = wholeStylesheetHref();
  // Before hydration the app renders what the server did, which the page's stylesheet covers.
  if (!href || document.documentElement.dataset.hydrated !== 'true') return Promise.resolve();
  whole = addWholeStylesheet(href);
  return whole;
}

/**
 * Whether the page's styles hold an optional part's: the page's stylesheet did not leave it out,
 * or the whole stylesheet is in. Always, where there is no page stylesheet (the server,
 * development, Storybook, tests).
 */
export function stylesHold(part: OptionalPart): boolean {
  if (typeof document === 'undefined' || wholeLoaded) return true;
  const omitted = document
    .querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-all]')
    ?.dataset.omits?.split(' ');
  return !omitted?.includes(part);
}
