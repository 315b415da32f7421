// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { useUnit } from 'effector-react';
import { act, useCallback } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_DELAY_MS, LiveRegion, useLiveAnnouncement } from 'design-system';
import type * as DesignSystem from 'design-system';
import { $cart, cartLoaded, writeLocalCartFx, type CartItem } from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { $lineLimits, type LineLimits } from '../model/limits';
import { CartLines } from './cart-lines';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How often each line's `CartLine` was drawn, by the line's name. */
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('design-system', async (importOriginal) => {
  const original = await importOriginal<typeof DesignSystem>();
  return {
    ...original,
    CartLine: (props: Parameters<typeof original.CartLine>[0]) => {
      drawn.set(props.name, (drawn.get(props.name) ?? 0) + 1);
      return original.CartLine(props);
    },
  };
});

afterEach(() => {
  cleanup();
  drawn.clear();
});

/** The lines as the cart page and the mini-cart show them: gone when empty, the region beside. */
function CartPlace({ announced }: { announced: string[] }) {
  const [announcement, announce] = useLiveAnnouncement();
  const cart = useUnit($cart);
  // The same function on every render, as the cart page's and the mini-cart's `announce`.
  const record = useCallback(
    (text: string) => {
      announced.push(text);
      announce(text);
    },
    [announced, announce],
  );
  return (
    <>
      {cart.length > 0 ? <CartLines announce={record} /> : <p>Your cart is empty</p>}
      <LiveRegion announcement={announcement} />
    </>
  );
}

function show(
  lines: string[] | CartItem[],
  { inDialog = false, limits = {} }: { inDialog?: boolean; limits?: LineLimits } = {},
) {
  const cart = lines.map((line, index) =>
    typeof line === 'string' ? cartLine(index + 1, { name: line, slug: line.toLowerCase() }) : line,
  );
  const scope = fork({
    values: [
      [$locale, 'en'],
      [$cart, cart],
      [$lineLimits, limits],
    ],
    handlers: [[writeLocalCartFx, () => undefined]],
  });
  /** Every sentence the lines gave the region, in order. */
  const announced: string[] = [];
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" messages={catalogues.en} onError={() => undefined}>
        {inDialog ? (
          <div role="dialog" aria-label="Your cart" tabIndex={-1} ref={keepFocusInside}>
            <CartPlace announced={announced} />
          </div>
        ) : (
          <CartPlace announced={announced} />
        )}
      </IntlProvider>
    </Provider>,
  );
  return Object.assign(scope, { announced });
}

/**
 * As the mini-cart's dialog keeps the focus inside it (Radix's focus scope): when the focused
 * element leaves the page, the dialog itself takes the focus.
 */
function keepFocusInside(dialog: HTMLDivElement | null) {
  if (!dialog) return;
  new MutationObserver(() => {
    if (!dialog.contains(document.activeElement)) dialog.focus();
  }).observe(dialog, { childList: true, subtree: true });
}

const removeButton = (name: string) =>
  screen.getByRole('button', { name: `Remove ${name} from the cart` });

/** Presses a line's remove button from the keyboard: the focus is on it when it goes. */
async function removeWithKeyboard(name: string) {
  const button = removeButton(name);
  button.focus();
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CartLines focus after removing a line', () => {
  it('moves the focus to the remove button of the line that took its place', async () => {
    const scope = show(['Sut', 'Non', 'Qaymoq']);
    await removeWithKeyboard('Non');
    await allSettled(scope);
    expect(screen.queryByRole('button', { name: 'Remove Non from the cart' })).toBeNull();
    expect(document.activeElement).toBe(removeButton('Qaymoq'));
  });

  it('in the mini-cart, moves the focus from the dialog to the line that took its place', async () => {
    const scope = show(['Sut', 'Non', 'Qaymoq'], { inDialog: true });
    await removeWithKeyboard('Sut');
    await allSettled(scope);
    expect(document.activeElement).toBe(removeButton('Non'));
  });

  it('moves the focus to the new last line when the last line goes', async () => {
    const scope = show(['Sut', 'Non']);
    await removeWithKeyboard('Non');
    await allSettled(scope);
    expect(document.activeElement).toBe(removeButton('Sut'));
  });
});

/** What the live region says once its delay has passed. */
async function said(): Promise<string> {
  await act(() => new Promise((resolve) => setTimeout(resolve, LIVE_REGION_DELAY_MS + 50)));
  return screen.getByRole('status').textContent ?? '';
}

const stepper = (name: string) => screen.getByRole('spinbutton', { name: `Quantity of ${name}` });
const increase = (name: string) =>
  stepper(name).parentElement!.querySelector<HTMLButtonElement>(
    'button[aria-label="Increase quantity"]',
  )!;

describe('CartLines announcements', () => {
  it('says a stepped quantity politely, from a region outside the list', async () => {
    const scope = show(['Sut', 'Non']);
    fireEvent.click(increase('Non'));
    await allSettled(scope);
    expect(await said()).toBe('“Non”: 2 pcs in your cart');
    expect(scope.announced).toEqual(['“Non”: 2 pcs in your cart']);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('cart-lines').contains(region)).toBe(false);
  });

  it('says a typed quantity once, when it is committed, not as it is typed', async () => {
    const scope = show(['Non']);
    const field = stepper('Non');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.change(field, { target: { value: '12' } });
    expect(await said()).toBe('');
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    await allSettled(scope);
    expect(await said()).toBe('“Non”: 12 pcs in your cart');
    expect(scope.announced).toEqual(['“Non”: 12 pcs in your cart']);
  });

  it('says that there is no more in stock when the stepper stops at it', async () => {
    const scope = show([cartLine(1, { name: 'Non', quantity: 2 })], {
      limits: { 1: { stock: 3 } },
    });
    fireEvent.click(increase('Non'));
    await allSettled(scope);
    expect(await said()).toBe('“Non”: 3 pcs in your cart, no more in stock');
  });

  it('says a weight as the stepper shows it', async () => {
    const scope = show([cartLine(1, { name: 'Mol goʻshti', quantity: 1000, mxit_unit: '166' })]);
    fireEvent.click(increase('Mol goʻshti'));
    await allSettled(scope);
    expect(await said()).toBe('“Mol goʻshti”: 1.1 kg in your cart');
  });

  it('says a removed line, also the last one, whose list goes with it', async () => {
    const scope = show(['Sut', 'Non']);
    await removeWithKeyboard('Non');
    await allSettled(scope);
    expect(await said()).toBe('“Non” removed from your cart');
    await removeWithKeyboard('Sut');
    await allSettled(scope);
    expect(screen.queryByTestId('cart-lines')).toBeNull();
    expect(await said()).toBe('“Sut” removed from your cart');
  });

  it('says nothing when the lines first show, nor when the cart is restored or synced', async () => {
    const scope = show(['Sut', 'Non']);
    expect(await said()).toBe('');
    await act(() =>
      allSettled(cartLoaded, { scope, params: [cartLine(1, { name: 'Sut', quantity: 3 })] }),
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Sut' })).toHaveProperty(
      'value',
      '3',
    );
    expect(await said()).toBe('');
    expect(scope.announced).toEqual([]);
  });
});

describe('CartLines drawing', () => {
  it('draws again only the line that changed', async () => {
    const scope = show(['Sut', 'Non', 'Qaymoq', 'Tuxum']);
    expect(Object.fromEntries(drawn)).toEqual({ Sut: 1, Non: 1, Qaymoq: 1, Tuxum: 1 });
    fireEvent.click(increase('Non'));
    await allSettled(scope);
    expect(Object.fromEntries(drawn)).toEqual({ Sut: 1, Non: 2, Qaymoq: 1, Tuxum: 1 });
  });

  it('after a removal, draws again only the lines whose place changed', async () => {
    const scope = show(['Sut', 'Non', 'Qaymoq', 'Tuxum']);
    await removeWithKeyboard('Non');
    await allSettled(scope);
    expect(Object.fromEntries(drawn)).toEqual({ Sut: 1, Non: 1, Qaymoq: 2, Tuxum: 2 });
  });
});
