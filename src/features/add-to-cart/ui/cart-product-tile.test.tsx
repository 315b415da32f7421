// @vitest-environment happy-dom
import { act, cleanup, render, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLoaded } from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { ProductGrid } from '@/entities/product';
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

describe('a product grid hydrating the server’s HTML', () => {
  const products = [product(1, 'Milk'), product(2, 'Bread')];
  const page = (scope: ReturnType<typeof fork>) => (
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <ProductGrid products={products} tile={ProductTile} />
      </IntlProvider>
    </Provider>
  );

  it('hydrates each card after the page, as the server drew it, then shows the cart', async () => {
    // The server draws every card with nothing in the cart: the cart is the shopper's own.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(fork()));
    document.body.append(container);
    const serverHtml = container.innerHTML;
    // The cart was restored before the cards hydrated: milk is in it.
    const scope = fork();
    await allSettled(cartLoaded, { scope, params: [cartLine(1, { quantity: 2 })] });
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(scope), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // No card was thrown away and drawn again for not matching the server's HTML.
    expect(recoverable).toEqual([]);
    const milk = within(container).getAllByRole('listitem')[0]!;
    expect(within(milk).getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('2');
    expect(within(container).getAllByRole('listitem')[1]!.innerHTML).toBe(
      new DOMParser().parseFromString(serverHtml, 'text/html').querySelectorAll('li')[1]!.innerHTML,
    );
    act(() => root?.unmount());
    container.remove();
  });
});
