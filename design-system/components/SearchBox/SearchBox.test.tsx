// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOverlayStylesWith } from '../private/lazyOverlay';
import { SearchBox } from './SearchBox';

const listRequested = vi.hoisted(() => vi.fn());
vi.mock('./LoadedSuggestionList', async (importOriginal) => {
  listRequested();
  return importOriginal();
});

afterEach(() => {
  cleanup();
  loadOverlayStylesWith(() => Promise.resolve());
});

describe('SearchBox', () => {
  it('fetches the suggestion list’s code and styles once the field takes focus', async () => {
    const stylesheet = vi.fn(() => Promise.resolve());
    loadOverlayStylesWith(stylesheet);
    render(
      <IntlProvider locale="en">
        <SearchBox
          value=""
          onValueChange={() => undefined}
          suggestions={[]}
          onSuggestionSelect={() => undefined}
          onSubmit={() => undefined}
        />
      </IntlProvider>,
    );
    // Nothing is fetched for a field the shopper has not touched.
    expect(listRequested).not.toHaveBeenCalled();
    expect(stylesheet).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focus(screen.getByRole('combobox'));
    });
    // About to type: the list is fetched meanwhile, with the styles it needs.
    await vi.waitFor(() => expect(listRequested).toHaveBeenCalledTimes(1));
    expect(stylesheet).toHaveBeenCalled();
    // No suggestions yet: the list stays closed.
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });
});
