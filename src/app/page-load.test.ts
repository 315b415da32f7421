import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './page-load';

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  }) as unknown as Window;
}

describe('afterPageLoad', () => {
  it('resolves at once when the document has already loaded', async () => {
    const win = fakeWindow();
    const spy = vi.spyOn(win, 'addEventListener');
    await afterPageLoad(win, { readyState: 'complete' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('waits for the load event', async () => {
    const win = fakeWindow();
    let settled = false;
    const waiting = afterPageLoad(win, { readyState: 'interactive' }, 60_000).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    win.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('starts anyway when loading takes too long', async () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow();
      let settled = false;
      const waiting = afterPageLoad(win, { readyState: 'loading' }, 2500).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(2499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
