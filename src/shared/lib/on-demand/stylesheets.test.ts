import { afterEach, describe, expect, it, vi } from 'vitest';

/** A link element as the module uses it: attributes, events and removal. */
class FakeLink extends EventTarget {
  rel = '';
  as = '';
  href = '';
  dataset: Record<string, string> = {};
  constructor(private readonly head: FakeLink[]) {
    super();
  }
  remove() {
    this.head.splice(this.head.indexOf(this), 1);
  }
}

/** A document whose head links the page's own stylesheet, naming the whole one. */
function fakeDocument({
  hydrated,
  all,
  omits,
}: {
  hydrated: boolean;
  all?: string;
  omits?: string;
}) {
  const head: FakeLink[] = [];
  const own = new FakeLink(head);
  own.rel = 'stylesheet';
  own.href = '/assets/page~catalog-1.css';
  if (all) own.dataset.all = all;
  if (omits) own.dataset.omits = omits;
  head.push(own);
  return {
    head: { append: (link: FakeLink) => head.push(link) },
    documentElement: { dataset: hydrated ? { hydrated: 'true' } : {} },
    createElement: () => new FakeLink(head),
    querySelector: (selector: string) => {
      if (selector === 'link[rel="stylesheet"][data-all]')
        return head.find((link) => link.rel === 'stylesheet' && link.dataset.all) ?? null;
      const prefetch = /^link\[rel="prefetch"\]\[href="([^"]+)"\]$/.exec(selector);
      if (prefetch)
        return head.find((link) => link.rel === 'prefetch' && link.href === prefetch[1]) ?? null;
      throw new Error(`Unexpected selector ${selector}`);
    },
    links: head,
  };
}

/** The module afresh with `document` in place: it remembers the whole stylesheet once added. */
async function load(document: ReturnType<typeof fakeDocument>) {
  vi.stubGlobal('document', document);
  vi.resetModules();
  return import('./stylesheets');
}

const hrefs = (document: ReturnType<typeof fakeDocument>) =>
  document.links.map((link) => link.href);

describe('the whole stylesheet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is added once, after the page’s own, and code waits for it', async () => {
    const document = fakeDocument({ hydrated: true, all: '/assets/style-1.css' });
    const { wholeStylesheet } = await load(document);
    let done = false;
    const first = wholeStylesheet().then(() => {
      done = true;
    });
    const second = wholeStylesheet();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hrefs(document)).toEqual(['/assets/page~catalog-1.css', '/assets/style-1.css']);
    expect(document.links[1]?.rel).toBe('stylesheet');
    expect(done).toBe(false);
    document.links[1]!.dispatchEvent(new Event('load'));
    await first;
    expect(done).toBe(true);
    await expect(second).resolves.toBeUndefined();
    expect(document.links).toHaveLength(2);
  });

  it('is not added before the page is hydrated: the page’s stylesheet covers what it renders', async () => {
    const document = fakeDocument({ hydrated: false, all: '/assets/style-1.css' });
    const { wholeStylesheet } = await load(document);
    await wholeStylesheet();
    expect(document.links).toHaveLength(1);
  });

  it('is asked for again after a failed request, and the code shows meanwhile', async () => {
    const document = fakeDocument({ hydrated: true, all: '/assets/style-1.css' });
    const { wholeStylesheet } = await load(document);
    const failed = wholeStylesheet();
    document.links[1]!.dispatchEvent(new Event('error'));
    await failed;
    expect(document.links).toHaveLength(1);
    void wholeStylesheet();
    expect(hrefs(document)).toEqual(['/assets/page~catalog-1.css', '/assets/style-1.css']);
  });

  it('is nothing to wait for where the document links every style (development, Storybook)', async () => {
    const document = fakeDocument({ hydrated: true });
    const { wholeStylesheet } = await load(document);
    await wholeStylesheet();
    expect(document.links).toHaveLength(1);
  });

  it('is fetched ahead once the page is idle, into the cache and not applied', async () => {
    const document = fakeDocument({ hydrated: true, all: '/assets/style-1.css' });
    const { prefetchWholeStylesheet } = await load(document);
    prefetchWholeStylesheet();
    prefetchWholeStylesheet();
    expect(document.links.map(({ rel, as, href }) => ({ rel, as, href }))).toEqual([
      { rel: 'stylesheet', as: '', href: '/assets/page~catalog-1.css' },
      { rel: 'prefetch', as: 'style', href: '/assets/style-1.css' },
    ]);
  });

  it('is not fetched ahead where the document links every style', async () => {
    const document = fakeDocument({ hydrated: true });
    const { prefetchWholeStylesheet } = await load(document);
    prefetchWholeStylesheet();
    expect(document.links).toHaveLength(1);
  });

  it('is nothing to wait for on the server', async () => {
    vi.resetModules();
    const { wholeStylesheet } = await import('./stylesheets');
    await expect(wholeStylesheet()).resolves.toBeUndefined();
  });
});

/** A hydrated page whose stylesheet leaves the page links' rules out. */
const pageLeavingOutPageLinks = () =>
  fakeDocument({ hydrated: true, all: '/assets/style-1.css', omits: 'pagination' });

describe('an optional part’s styles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are in where the page’s stylesheet does not leave them out, or once the whole one is', async () => {
    const document = pageLeavingOutPageLinks();
    const { stylesHold, wholeStylesheet } = await load(document);
    expect(stylesHold('pagination')).toBe(false);
    const whole = wholeStylesheet();
    // Asked for, it is not in yet.
    expect(stylesHold('pagination')).toBe(false);
    document.links[1]!.dispatchEvent(new Event('load'));
    await whole;
    expect(stylesHold('pagination')).toBe(true);
  });

  it('are in where the page’s stylesheet has them, or where the document links every style', async () => {
    for (const document of [
      fakeDocument({ hydrated: true, all: '/assets/style-1.css' }),
      fakeDocument({ hydrated: true }),
    ]) {
      const { stylesHold } = await load(document);
      expect(stylesHold('pagination')).toBe(true);
    }
  });

  it('are not in after the whole stylesheet failed to load', async () => {
    const document = pageLeavingOutPageLinks();
    const { stylesHold, wholeStylesheet } = await load(document);
    const failed = wholeStylesheet();
    document.links[1]!.dispatchEvent(new Event('error'));
    await failed;
    expect(stylesHold('pagination')).toBe(false);
  });
});
