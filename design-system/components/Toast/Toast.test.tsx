// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOverlayStylesWith } from '../private/lazyOverlay';
import { LoadedToast } from './LoadedToast';
import { Toaster } from './Toast';
import { createToaster, TOAST_AUTO_CLOSE_MS, type ToastData } from './toaster';

function renderToast(onClose: () => void, duration?: number | null) {
  return render(
    <IntlProvider locale="en">
      <LoadedToast title="Added to cart" onClose={onClose} duration={duration} />
    </IntlProvider>,
  );
}

/** The Toaster, with the toasts' code loaded (as once fetched on first use). */
async function renderToaster(toasts: readonly ToastData[], onDismiss: (id: string) => void) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <IntlProvider locale="en">
        <Toaster toasts={toasts} onDismiss={onDismiss} />
      </IntlProvider>,
    );
  });
  return result!;
}

describe('Toast auto-close', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the specification constant of 5000 ms', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
  });

  it('closes after 5000 ms and not before', () => {
    const onClose = vi.fn();
    renderToast(onClose);
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const onClose = vi.fn();
    renderToast(onClose);
    const toast = screen.getByText('Added to cart').closest('div') as HTMLElement;
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(toast.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    const onClose = vi.fn();
    renderToast(onClose);
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => vi.advanceTimersByTime(1000));
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open without a duration', () => {
    const onClose = vi.fn();
    renderToast(onClose, null);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the close button', () => {
    const onClose = vi.fn();
    renderToast(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Toaster', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    loadOverlayStylesWith(() => Promise.resolve());
  });

  it('puts critical toasts in the assertive region and others in the polite one', async () => {
    await renderToaster(
      [
        { id: 'a', title: 'Saved', tone: 'positive' },
        { id: 'b', title: 'Payment failed', tone: 'critical' },
      ],
      () => undefined,
    );
    expect(screen.getByText('Saved').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(
      screen.getByText('Payment failed').closest('[aria-live]')?.getAttribute('aria-live'),
    ).toBe('assertive');
  });

  it('dismisses a toast through onDismiss when its time is up', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await renderToaster([{ id: 'a', title: 'Saved' }], onDismiss);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('shows a toast once the styles the app waits for are in, not before', async () => {
    // Modules afresh: the toasts' code is loaded once, on the first toast.
    vi.resetModules();
    const fresh = await import('./Toast');
    const lazyOverlay = await import('../private/lazyOverlay');
    let stylesIn = () => {};
    const styles = vi.fn(() => new Promise<void>((resolve) => (stylesIn = resolve)));
    lazyOverlay.loadOverlayStylesWith(styles);
    await act(async () => {
      render(
        <IntlProvider locale="en">
          <fresh.Toaster toasts={[{ id: 'a', title: 'Saved' }]} onDismiss={() => undefined} />
        </IntlProvider>,
      );
    });
    expect(styles).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    await act(async () => stylesIn());
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('renders its live regions on the server, and the toasts in the browser only', () => {
    const html = renderToString(
      <IntlProvider locale="en">
        <Toaster toasts={[{ id: 'a', title: 'Product not found' }]} onDismiss={() => undefined} />
      </IntlProvider>,
    );
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).not.toContain('Product not found');
  });

  it('can fetch the toasts’ code alone, without the styles', async () => {
    const styles = vi.fn(() => Promise.resolve());
    loadOverlayStylesWith(styles);
    await Toaster.prefetch();
    expect(styles).not.toHaveBeenCalled();
  });
});

describe('createToaster', () => {
  it('adds, replaces by id, limits and dismisses toasts', () => {
    const toaster = createToaster({ limit: 2 });
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const first = toaster.show({ title: 'One' });
    toaster.show({ title: 'Two' });
    toaster.show({ title: 'Three' });
    expect(toaster.getToasts().map((toast) => toast.title)).toEqual(['Two', 'Three']);
    expect(toaster.getToasts().some((toast) => toast.id === first)).toBe(false);
    toaster.show({ id: 'cart', title: 'Added' });
    toaster.show({ id: 'cart', title: 'Added again' });
    expect(toaster.getToasts().filter((toast) => toast.id === 'cart')).toHaveLength(1);
    toaster.dismiss('cart');
    expect(toaster.getToasts().some((toast) => toast.id === 'cart')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(6);
    unsubscribe();
    toaster.clear();
    expect(listener).toHaveBeenCalledTimes(6);
    expect(toaster.getToasts()).toEqual([]);
  });
});
