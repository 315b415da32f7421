// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StyledPartModule from './styled-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A hydrated page whose stylesheet link names the whole one, leaving `omits` out. */
function pageWithStylesheet(omits?: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/page~search.css';
  link.dataset.all = '/assets/style.css';
  if (omits) link.dataset.omits = omits;
  document.head.insertBefore(link, null);
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Page links in a fresh copy of the modules (the stylesheets module remembers the whole
 * stylesheet once in): `links()` renders them in a `StyledPart` each time it is called.
 */
async function freshPageLinks() {
  vi.resetModules();
  const { StyledPart } = (await import('./styled-part')) as typeof StyledPartModule;
  return () => (
    <StyledPart part="pagination">
      <nav>Sahifalar</nav>
    </StyledPart>
  );
}

async function mount(element: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, root };
}

/**
 * The stylesheet links the app adds to the head, held without loading (the test says when one
 * has loaded).
 */
const added: HTMLLinkElement[] = [];
const wholeLinks = () =>
  added.filter(
    (link) => link.rel === 'stylesheet' && link.getAttribute('href') === '/assets/style.css',
  );

describe('a part only some renders show', () => {
  beforeEach(() => {
    added.length = 0;
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLLinkElement[]));
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it('shows at once where the page’s stylesheet has its styles', async () => {
    pageWithStylesheet();
    const links = await freshPageLinks();
    const { container, root } = await mount(links());
    expect(container.innerHTML).toBe('<nav>Sahifalar</nav>');
    expect(wholeLinks()).toHaveLength(0);
    act(() => root.unmount());
  });

  it('waits for the whole stylesheet where the page’s left its styles out', async () => {
    pageWithStylesheet('pagination');
    const links = await freshPageLinks();
    const { container, root } = await mount(links());
    expect(container.innerHTML).toBe('');
    const [whole] = wholeLinks();
    expect(whole).toBeDefined();
    await act(async () => {
      whole!.dispatchEvent(new Event('load'));
    });
    expect(container.innerHTML).toBe('<nav>Sahifalar</nav>');

    // Once the whole stylesheet is in, the part shows at once wherever it appears.
    const second = await mount(links());
    expect(second.container.innerHTML).toBe('<nav>Sahifalar</nav>');
    expect(wholeLinks()).toHaveLength(1);
    act(() => {
      root.unmount();
      second.root.unmount();
    });
  });

  it('shows as it is when the whole stylesheet fails to load (offline, not cached)', async () => {
    pageWithStylesheet('pagination');
    const links = await freshPageLinks();
    const { container, root } = await mount(links());
    expect(container.innerHTML).toBe('');
    await act(async () => {
      wholeLinks()[0]!.dispatchEvent(new Event('error'));
    });
    expect(container.innerHTML).toBe('<nav>Sahifalar</nav>');
    act(() => root.unmount());
  });

  it('is rendered by the server as it is', async () => {
    const links = await freshPageLinks();
    expect(renderToString(links())).toBe('<nav>Sahifalar</nav>');
  });
});
