// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductPage } from '@/entities/product';
import { productSummary } from '@/shared/api/index.testing';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import type * as FiltersModule from './filters';
import { $result } from './model';
import { CatalogView } from './view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The filter form as the page has it, counting its renders by the id of the form: kept as
// memoised as the form itself is, so that the count is what the page makes it render.
const formRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./filters', async (importOriginal) => {
  const actual = await importOriginal<typeof FiltersModule>();
  const { memo } = await import('react');
  type Form = typeof actual.CatalogFilters;
  const memoised = (actual.CatalogFilters as unknown as { type?: Form }).type;
  const form = (memoised ?? actual.CatalogFilters) as (props: Parameters<Form>[0]) => ReactNode;
  const counted = (props: Parameters<Form>[0]) => {
    formRenders.set(props.idPrefix, (formRenders.get(props.idPrefix) ?? 0) + 1);
    return form(props);
  };
  return { ...actual, CatalogFilters: memoised ? memo(counted) : counted };
});

afterEach(cleanup);

const page: ProductPage = {
  data: Array.from({ length: 4 }, (_, index) =>
    productSummary({ id: index + 1, name: `Product ${index + 1}`, slug: `p-${index + 1}` }),
  ),
  meta: { page: 1, per_page: 4, total: 8, pages: 2 },
  facets: {
    brands: [
      { slug: 'musaffo', name: 'Musaffo', count: 3 },
      { slug: 'lazzat', name: 'Lazzat', count: 5 },
    ],
    price: { min: 1000, max: 90000 },
  },
};

/** The catalogue page at `path`, in English, showing `result`. */
function showCatalogue(result: ProductPage, path: string) {
  const scope = fork({
    values: [
      [$locale, 'en'],
      [$result, result],
    ],
  });
  const { hook } = memoryLocation({ path });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" messages={catalogues.en}>
        <Router hook={hook}>
          <CatalogView />
        </Router>
      </IntlProvider>
    </Provider>,
  );
}

describe('catalogue page', () => {
  it('leaves the sidebar’s filters alone when the filter sheet opens', async () => {
    showCatalogue(page, '/en/catalog');
    expect(formRenders.get('catalog-filters-sidebar')).toBe(1);
    await act(async () => screen.getByRole('button', { name: 'Filters' }).click());
    expect(formRenders.get('catalog-filters-sidebar')).toBe(1);
  });

  it('says a list with nothing in it once: its empty state, without a count of none', () => {
    showCatalogue(
      { ...page, data: [], meta: { page: 1, per_page: 4, total: 0, pages: 0 } },
      '/en/catalog?brand=none',
    );
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.queryByText(/^0 products$/)).toBeNull();
    // One region speaks of the result: the empty state.
    const live = [...document.querySelectorAll('[aria-live], [role="status"]')].filter((region) =>
      /product/i.test(region.textContent ?? ''),
    );
    expect(live).toHaveLength(1);
  });
});
