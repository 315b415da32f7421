// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_REGION_DELAY_MS } from 'design-system';
import type { SearchOutcome } from '@/features/search';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { $outcome, $searchText } from './model';
import { SearchView } from './view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const nothing: SearchOutcome = {
  query: 'zzqx',
  correctedQuery: null,
  result: { data: [], meta: { page: 1, per_page: 24, total: 0, pages: 0 } },
};

function show(scope: Scope) {
  const { hook } = memoryLocation({ path: '/en/search?q=zzqx' });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" messages={catalogues.en}>
        <Router hook={hook}>
          <SearchView />
        </Router>
      </IntlProvider>
    </Provider>,
  );
}

/** The texts of the page's status regions that speak of the result. */
const statusesSaying = (text: string) =>
  screen
    .queryAllByRole('status')
    .map((status) => status.textContent ?? '')
    .filter((said) => said.includes(text));

const regionDelay = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, LIVE_REGION_DELAY_MS + 50)));

describe('search page', () => {
  it('shows "Nothing found" once and says it once, politely, when a search finds nothing', async () => {
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$searchText, 'zzqx'],
      ],
    });
    show(scope);
    await act(() => allSettled($outcome, { scope, params: nothing }));
    await regionDelay();
    expect(screen.getAllByRole('heading', { name: 'Nothing found' })).toHaveLength(1);
    // One polite status says the result; the empty state under it is not a second one.
    expect(statusesSaying('Nothing found')).toEqual(['Nothing found']);
  });

  it('says nothing over a result the page opened with', async () => {
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$searchText, 'zzqx'],
        [$outcome, nothing],
      ],
    });
    show(scope);
    await regionDelay();
    expect(screen.getAllByRole('heading', { name: 'Nothing found' })).toHaveLength(1);
    expect(statusesSaying('Nothing found')).toEqual([]);
  });
});
