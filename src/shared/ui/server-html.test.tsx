// @vitest-environment happy-dom
import { act } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type * as ServerHtmlModule from './server-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The part's code, counting its renders: the browser should not run it where it keeps markup. */
const renders = { count: 0 };
function Footer() {
  renders.count += 1;
  return (
    <footer>
      <a href="/uz/brands">Brendlar</a>
      <a href="https://example.com/">Boshqa sayt</a>
      <div data-slot="" />
    </footer>
  );
}

/** Fresh copies of the module: it keeps the document's markup as module state. */
async function freshModule(): Promise<typeof ServerHtmlModule> {
  vi.resetModules();
  return import('./server-html');
}

function serverMarkup(ServerHtml: typeof ServerHtmlModule.ServerHtml): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToString(
      <Router ssrPath="/uz">
        <main>Sahifa</main>
        <ServerHtml name="footer">
          <Footer />
        </ServerHtml>
      </Router>,
    );
  } finally {
    vi.unstubAllEnvs();
  }
}

const island = (markup: HTMLElement) =>
  createPortal(<button type="button">O‘rnatish</button>, markup.querySelector('[data-slot]')!);

afterEach(() => {
  document.body.innerHTML = '';
  renders.count = 0;
});

describe('a part the browser keeps as the server rendered it', () => {
  it('is rendered by the server, and kept by the browser without its code', async () => {
    const { ServerHtml } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(ServerHtml);
    document.body.append(container);
    expect(renders.count).toBe(1);
    const errors = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', '/uz');
    await act(async () => {
      hydrateRoot(
        container,
        <Router>
          <main>Sahifa</main>
          <ServerHtml name="footer" islands={island}>
            <Footer />
          </ServerHtml>
        </Router>,
      );
    });
    expect(renders.count).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Its one interactive piece is rendered into the kept markup.
    expect(container.querySelector('footer [data-slot] button')?.textContent).toBe('O‘rnatish');

    // The shop's links open in the app; other sites and clicks with a modifier are the browser's.
    const [own, other] = container.querySelectorAll('a');
    // Whether the app took the click; the test's own listener then keeps the browser from
    // following the link.
    const click = (anchor: Element | undefined, init: MouseEventInit = {}) => {
      let taken = false;
      const settle = (event: Event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', settle, { once: true });
      act(() => {
        anchor?.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
        );
      });
      return taken;
    };
    expect(click(own, { ctrlKey: true })).toBe(false);
    expect(click(other)).toBe(false);
    expect(window.location.pathname).toBe('/uz');
    expect(click(own)).toBe(true);
    expect(window.location.pathname).toBe('/uz/brands');
  });

  it('shows the same markup when it is mounted again, still without its code', async () => {
    const { ServerHtml } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(ServerHtml);
    document.body.append(container);
    const part = (
      <Router ssrPath="/uz">
        <main>Sahifa</main>
        <ServerHtml name="footer">
          <Footer />
        </ServerHtml>
      </Router>
    );
    const root = await act(async () => hydrateRoot(container, part));
    // A page of another layout, then one with the part again.
    await act(async () => root.render(<main>Buyurtma</main>));
    expect(container.querySelector('footer')).toBeNull();
    await act(async () => root.render(part));
    expect(container.querySelector('footer a')?.textContent).toBe('Brendlar');
    expect(renders.count).toBe(1);
  });

  it('renders its code where the document the browser started with has none of it', async () => {
    const { ServerHtml } = await freshModule();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <Router ssrPath="/uz">
          <ServerHtml name="footer">
            <Footer />
          </ServerHtml>
        </Router>,
      ),
    );
    expect(renders.count).toBe(1);
    expect(container.querySelector('[data-server-html="footer"] footer a')?.textContent).toBe(
      'Brendlar',
    );
  });

  it('lays out nothing itself, unless given a class of its own', async () => {
    const { ServerHtml } = await freshModule();
    const element = (container: HTMLElement) => container.querySelector('[data-server-html]');
    const part = (className?: string) => (
      <Router ssrPath="/uz">
        <ServerHtml name="footer" className={className}>
          <Footer />
        </ServerHtml>
      </Router>
    );
    vi.stubEnv('SSR', true);
    const [plain, own] = [renderToString(part()), renderToString(part('lazy-footer'))];
    vi.unstubAllEnvs();
    const classes = (container: HTMLElement) => [...(element(container)?.classList ?? [])];
    const served = document.createElement('div');
    served.innerHTML = plain;
    const plainClasses = classes(served);
    served.innerHTML = own;
    const ownClasses = classes(served);
    expect(ownClasses).toContain('lazy-footer');
    // The class that lays out nothing (`display: contents`) is the plain part's, not the other's.
    const partClasses = plainClasses.filter((name) => !ownClasses.includes(name));
    expect(partClasses).toHaveLength(1);
    expect(plainClasses).not.toContain('lazy-footer');
    // Kept by the browser, and rendered by it where the document has no markup of the part.
    document.body.append(served);
    await act(async () => hydrateRoot(served, part('lazy-footer')));
    expect(classes(served)).toEqual(ownClasses);
    const { ServerHtml: Fresh } = await freshModule();
    const rendered = document.createElement('div');
    document.body.append(rendered);
    await act(async () =>
      createRoot(rendered).render(
        <Router ssrPath="/uz">
          <Fresh name="footer" className="lazy-footer">
            <Footer />
          </Fresh>
        </Router>,
      ),
    );
    expect(classes(rendered)).toEqual(ownClasses);
    expect(element(rendered)?.querySelector('footer')).not.toBeNull();
  });
});
