// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLinks } from './page-links';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLinks() {
  const location = memoryLocation({ path: '/en/catalog', record: true });
  const view = render(
    <IntlProvider locale="en" defaultLocale="en">
      <Router hook={location.hook}>
        <PageLinks page={1} pageCount={5} getHref={(page) => `/en/catalog?page=${page}`} />
      </Router>
    </IntlProvider>,
  );
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const pageLink = (page: number) => view.getByRole('link', { name: `Page ${page}` });
  return { location, scrollTo, pageLink };
}

describe('PageLinks', () => {
  it('opens another page of the list at its top when it is picked with the mouse or a finger', () => {
    const { location, scrollTo, pageLink } = renderLinks();
    fireEvent.click(pageLink(2), { detail: 1 });
    expect(location.history.at(-1)).toBe('/en/catalog?page=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the view on the page links when a page is picked with the keyboard', () => {
    const { location, scrollTo, pageLink } = renderLinks();
    fireEvent.click(pageLink(3), { detail: 0 });
    expect(location.history.at(-1)).toBe('/en/catalog?page=3');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a page opened in a new tab to the browser', () => {
    const { scrollTo, pageLink } = renderLinks();
    fireEvent.click(pageLink(2), { detail: 1, ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
