// @vitest-environment happy-dom
import { act, cleanup, render, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { Profiler } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLoaded } from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { productSummary } from '@/shared/api/index.testing';
import { CartProductTile as ProductTile } from './cart-product-tile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = (id: number, name: string) => productSummary({ id, name, slug: `product-${id}` });

afterEach(cleanup);

describe('CartProductTile', () => {
  it('re-renders only the tiles whose quantity in the cart changed', async () => {
    const scope = fork();
    const renders = { milk: 0, bread: 0 };
    const counted = (id: string) => {
      renders[id as keyof typeof renders] += 1;
    };
    const view = render(
      <Provider value={scope}>
        <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
          <ul>
            <li data-testid="milk">
              <Profiler id="milk" onRender={counted}>
                <ProductTile product={product(1, 'Milk')} />
              </Profiler>
            </li>
            <li data-testid="bread">
              <Profiler id="bread" onRender={counted}>
                <ProductTile product={product(2, 'Bread')} />
              </Profiler>
            </li>
          </ul>
        </IntlProvider>
      </Provider>,
    );
    expect(renders).toEqual({ milk: 1, bread: 1 });
    // No photo: the tinted frame stays empty, with no image that would fetch the page again.
    expect(view.getByTestId('milk').querySelector('img')).toBeNull();
    const milkBefore = view.getByTestId('milk').innerHTML;

    // The cart was read from the device: a new cart, with nothing for these products.
    await act(() => allSettled(cartLoaded, { scope, params: [] }));
    expect(renders).toEqual({ milk: 1, bread: 1 });

    // Milk went into the cart: its tile shows the quantity, the bread tile is left alone.
    await act(() => allSettled(cartLoaded, { scope, params: [cartLine(1, { quantity: 2 })] }));
    expect(renders).toEqual({ milk: 2, bread: 1 });
    expect(view.getByTestId('milk').innerHTML).not.toBe(milkBefore);
    const stepper = within(view.getByTestId('milk')).getByRole('spinbutton');
    expect(stepper.getAttribute('aria-valuenow')).toBe('2');
    expect(within(view.getByTestId('bread')).queryByRole('spinbutton')).toBeNull();
  });
});
