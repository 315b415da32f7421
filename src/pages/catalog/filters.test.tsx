// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useCallback } from 'react';
import { IntlProvider } from 'react-intl';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductFacets } from '@/shared/api';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { CatalogFilters } from './filters';
import { formatCatalogQuery, parseCatalogQuery, type CatalogQuery } from './query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const facets: ProductFacets = {
  brands: [
    { slug: 'lazzat', name: 'Lazzat', count: 5 },
    { slug: 'musaffo', name: 'Musaffo', count: 3 },
  ],
  price: { min: 1000, max: 90000 },
};

/** The form as the catalogue has it: its filters come from the address, a choice is a new one. */
function CatalogueForm({ applied }: { applied: (query: CatalogQuery) => void }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const currentHref = `${pathname}${search ? `?${search}` : ''}`;
  const apply = useCallback(
    (next: CatalogQuery) => {
      applied(next);
      const nextSearch = formatCatalogQuery(next);
      const href = `${pathname}${nextSearch ? `?${nextSearch}` : ''}`;
      if (href !== currentHref) navigate(href);
    },
    [applied, pathname, currentHref, navigate],
  );
  return (
    <CatalogFilters
      query={parseCatalogQuery(search)}
      facets={facets}
      idPrefix="filters"
      action={pathname}
      resetHref={pathname}
      onApply={apply}
    />
  );
}

function renderForm() {
  const scope = fork({ values: [[$locale, 'en']] });
  const location = memoryLocation({ path: '/en/catalog', record: true });
  const applied = vi.fn<(query: CatalogQuery) => void>();
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" messages={catalogues.en}>
        <Router hook={location.hook}>
          <CatalogueForm applied={applied} />
        </Router>
      </IntlProvider>
    </Provider>,
  );
  return { location, applied };
}

/** Until the browser has painted and run the tasks queued after that paint. */
const painted = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe('catalogue filter form', () => {
  it('suggests the lowest and highest price grouped by thousands, as prices are shown', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'From' }).getAttribute('placeholder')).toBe(
      '1\u202f000',
    );
    expect(screen.getByRole('textbox', { name: 'To' }).getAttribute('placeholder')).toBe(
      '90\u202f000',
    );
  });

  it('shows a ticked box before the list is filtered, and filters it after that paint', async () => {
    const { location, applied } = renderForm();
    const inStock = screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' });
    inStock.focus();

    act(() => fireEvent.click(inStock));
    // The box is ticked at once; the address is not changed yet.
    expect(inStock.checked).toBe(true);
    expect(applied).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/en/catalog']);

    await painted();
    expect(applied).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(['/en/catalog', '/en/catalog?in_stock=1']);
    expect(inStock.checked).toBe(true);
    expect(document.activeElement).toBe(inStock);
  });

  it('applies boxes ticked in quick succession in order, each as a new address', async () => {
    const { location } = renderForm();
    const inStock = screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' });
    const lazzat = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Lazzat (5)' });

    act(() => fireEvent.click(inStock));
    act(() => fireEvent.click(lazzat));
    expect([inStock.checked, lazzat.checked]).toEqual([true, true]);

    await painted();
    expect(location.history).toEqual([
      '/en/catalog',
      '/en/catalog?in_stock=1',
      '/en/catalog?brand=lazzat&in_stock=1',
    ]);
    expect([inStock.checked, lazzat.checked]).toEqual([true, true]);
  });

  it('shows only the deals once "Deals only" is ticked', async () => {
    const { location } = renderForm();
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Deals only' })));
    await painted();
    expect(location.history).toEqual(['/en/catalog', '/en/catalog?on_sale=1']);
  });

  it('ends unticked when a box is ticked and unticked again before the list follows', async () => {
    const { location } = renderForm();
    const inStock = screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' });

    act(() => fireEvent.click(inStock));
    act(() => fireEvent.click(inStock));
    expect(inStock.checked).toBe(false);

    await painted();
    expect(location.history).toEqual(['/en/catalog', '/en/catalog?in_stock=1', '/en/catalog']);
    expect(inStock.checked).toBe(false);
  });
});
