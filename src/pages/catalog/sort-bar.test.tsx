// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortBar } from './sort-bar';

afterEach(cleanup);

function renderSortBar() {
  const onSortChange = vi.fn();
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <SortBar sort="popular" onSortChange={onSortChange} onFiltersOpen={() => {}} />
    </IntlProvider>,
  );
  return { select: screen.getByRole('combobox', { name: 'Sort by' }), onSortChange };
}

describe('the sort select', () => {
  it('makes arrowing through the orders one step of the history, and a later visit another', () => {
    const { select, onSortChange } = renderSortBar();
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: 'price_asc' } });
    fireEvent.change(select, { target: { value: 'price_desc' } });
    fireEvent.change(select, { target: { value: 'newest' } });
    fireEvent.blur(select);
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: 'name' } });
    expect(onSortChange.mock.calls).toEqual([
      ['price_asc', { replace: false }],
      ['price_desc', { replace: true }],
      ['newest', { replace: true }],
      ['name', { replace: false }],
    ]);
  });
});
