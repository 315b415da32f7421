// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/shared/api';
import { $categories } from '@/entities/category';
import { CatalogFilters } from './filters';
import { parseCatalogQuery } from './query';
import { SortBar } from './sort-bar';

afterEach(cleanup);

const category = (slug: string, name: string): Category =>
  ({ slug, name, children: [] }) as unknown as Category;

function renderIn(children: ReactNode) {
  const scope = fork({
    values: [
      [
        $categories,
        [category('dairy', 'Dairy'), category('fruit', 'Fruit'), category('bread', 'Bread')],
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en">
        {children}
      </IntlProvider>
    </Provider>,
  );
}

/** Arrow keys on a closed select: three changes in a row, then another after leaving it. */
function arrowThrough(select: HTMLElement, values: [string, string, string, string]) {
  fireEvent.focus(select);
  fireEvent.change(select, { target: { value: values[0] } });
  fireEvent.change(select, { target: { value: values[1] } });
  fireEvent.change(select, { target: { value: values[2] } });
  fireEvent.blur(select);
  fireEvent.focus(select);
  fireEvent.change(select, { target: { value: values[3] } });
}

describe('selects of the catalogue: the changes made while one keeps the focus are one step of the history', () => {
  it('the order', () => {
    const onSortChange = vi.fn();
    renderIn(<SortBar sort="popular" onSortChange={onSortChange} onFiltersOpen={() => {}} />);
    arrowThrough(screen.getByRole('combobox', { name: 'Sort by' }), [
      'price_asc',
      'price_desc',
      'newest',
      'name',
    ]);
    expect(onSortChange.mock.calls).toEqual([
      ['price_asc', { replace: false }],
      ['price_desc', { replace: true }],
      ['newest', { replace: true }],
      ['name', { replace: false }],
    ]);
  });

  it('the category', async () => {
    const onApply = vi.fn();
    renderIn(
      <CatalogFilters
        query={parseCatalogQuery('')}
        idPrefix="test"
        action="/en/catalog"
        resetHref="/en/catalog"
        onApply={onApply}
      />,
    );
    arrowThrough(screen.getByRole('combobox', { name: 'Category' }), [
      'dairy',
      'fruit',
      'bread',
      'fruit',
    ]);
    // Each choice is applied after the browser has painted it (see `useAppliedAfterPaint`).
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(4));
    expect(
      onApply.mock.calls.map(([query, options]) => [
        (query as { category?: string }).category,
        options,
      ]),
    ).toEqual([
      ['dairy', { replace: false }],
      ['fruit', { replace: true }],
      ['bread', { replace: true }],
      ['fruit', { replace: false }],
    ]);
  });
});
