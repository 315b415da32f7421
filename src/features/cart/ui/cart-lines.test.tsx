// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, writeLocalCartFx } from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { CartLines } from './cart-lines';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

function show(names: string[], inDialog = false) {
  const scope = fork({
    values: [
      [$locale, 'en'],
      [$cart, names.map((name, index) => cartLine(index + 1, { name, slug: name.toLowerCase() }))],
    ],
    handlers: [[writeLocalCartFx, () => undefined]],
  });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" messages={catalogues.en} onError={() => undefined}>
        {inDialog ? (
          <div role="dialog" aria-label="Your cart" tabIndex={-1} ref={keepFocusInside}>
            <CartLines />
          </div>
        ) : (
          <CartLines />
        )}
      </IntlProvider>
    </Provider>,
  );
  return scope;
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
    const scope = show(['Sut', 'Non', 'Qaymoq'], true);
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
