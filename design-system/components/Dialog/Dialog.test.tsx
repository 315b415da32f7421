// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyOverlay, loadOverlayStylesWith } from '../private/lazyOverlay';

afterEach(() => {
  cleanup();
  loadOverlayStylesWith(() => Promise.resolve());
});

function Panel({ open, text }: { open: boolean; text: string }) {
  return open ? <p>{text}</p> : null;
}

describe('overlays load on demand', () => {
  it('fetches nothing and renders nothing until first opened', async () => {
    const load = vi.fn(async () => Panel);
    const Overlay = createLazyOverlay(load);
    const { rerender } = render(<Overlay open={false} text="Savat" />);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');

    await act(async () => rerender(<Overlay open text="Savat" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Savat')).toBeTruthy();
  });

  it('keeps the loaded code after closing, so reopening does not fetch again', async () => {
    const load = vi.fn(async () => Panel);
    const Overlay = createLazyOverlay(load);
    const { rerender } = render(<Overlay open text="Sut" />);
    await screen.findByText('Sut');
    await act(async () => rerender(<Overlay open={false} text="Sut" />));
    expect(screen.queryByText('Sut')).toBeNull();
    await act(async () => rerender(<Overlay open text="Sut" />));
    expect(await screen.findByText('Sut')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be preloaded before it opens', async () => {
    const load = vi.fn(async () => Panel);
    const Overlay = createLazyOverlay(load);
    await Overlay.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows once the styles the app waits for are in, not before', async () => {
    let stylesIn = () => {};
    const styles = vi.fn(() => new Promise<void>((resolve) => (stylesIn = resolve)));
    loadOverlayStylesWith(styles);
    const Overlay = createLazyOverlay(async () => Panel);
    render(<Overlay open text="Non" />);
    await act(async () => {});
    expect(styles).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Non')).toBeNull();
    await act(async () => stylesIn());
    expect(await screen.findByText('Non')).toBeTruthy();
  });

  it('can fetch its code alone, without the styles', async () => {
    const styles = vi.fn(() => Promise.resolve());
    loadOverlayStylesWith(styles);
    const load = vi.fn(async () => Panel);
    await createLazyOverlay(load).prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    expect(styles).not.toHaveBeenCalled();
  });
});
