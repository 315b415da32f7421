// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { ProductNotFoundView } from './not-found';

afterEach(cleanup);

describe('missing product page', () => {
  it('says once that the product was not found, with a way to the catalogue', () => {
    const scope = fork({ values: [[$locale, 'en']] });
    const { hook } = memoryLocation({ path: '/en/product/no-such-thing' });
    render(
      <Provider value={scope}>
        <IntlProvider locale="en" messages={catalogues.en}>
          <Router hook={hook}>
            <ProductNotFoundView />
          </Router>
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Product not found',
    ]);
    expect(screen.queryByText(/page not found/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' }).getAttribute('href')).toBe(
      '/en/catalog',
    );
  });
});
