import { describe, expect, it, vi } from 'vitest';
import { afterPriorityImagesPainted, inSteps } from './page-load';

/**
 * With fake timers: what `start` returns is still pending 1 ms before `ms`, and has settled
 * `withinMs` later.
 */
async function expectSettledAt(start: () => Promise<void>, ms: number, withinMs = 1) {
  vi.useFakeTimers();
  try {
    let settled = false;
    const waiting = start().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(withinMs);
    await waiting;
    expect(settled).toBe(true);
  } finally {
    vi.useRealTimers();
  }
}

describe('afterPriorityImagesPainted', () => {
  /** A document with the given images marked `fetchpriority="high"`, and a window that paints. */
  function page(decodes: Array<() => Promise<void>>) {
    const frames: string[] = [];
    const doc = {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('img[fetchpriority="high"]');
        return decodes.map((decode) => ({ decode }));
      },
    } as unknown as Document;
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        frames.push('frame');
        setTimeout(() => callback(0), 0);
        return 1;
      },
      setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    } as unknown as Window;
    return { doc, win, frames };
  }

  it('resolves at once when the page has no priority image', async () => {
    const { doc, win, frames } = page([]);
    await afterPriorityImagesPainted(doc, win);
    expect(frames).toEqual([]);
  });

  it('waits for every priority image to be decoded, then for a frame painted with them', async () => {
    let decoded!: () => void;
    const { doc, win, frames } = page([
      () => Promise.resolve(),
      () => new Promise<void>((resolve) => (decoded = resolve)),
    ]);
    let settled = false;
    const waiting = afterPriorityImagesPainted(doc, win, 60_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(frames).toEqual([]);
    decoded();
    await waiting;
    expect(frames).toEqual(['frame']);
  });

  it('is not held by an image that fails to decode', async () => {
    const { doc, win, frames } = page([() => Promise.reject(new Error('broken image'))]);
    await afterPriorityImagesPainted(doc, win, 60_000);
    expect(frames).toEqual(['frame']);
  });

  it('starts anyway when decoding takes too long', async () => {
    await expectSettledAt(
      () => {
        const { doc, win } = page([() => new Promise<void>(() => undefined)]);
        return afterPriorityImagesPainted(doc, win, 1000);
      },
      1000,
      10,
    );
  });
});

describe('inSteps', () => {
  it('runs each step after the previous one has finished, in a task of its own', async () => {
    const ran: string[] = [];
    await inSteps([
      async () => {
        ran.push('first');
        // A task queued by the first step runs before the second step.
        setTimeout(() => ran.push('a task in between'), 0);
      },
      async () => {
        ran.push('second');
      },
    ]);
    expect(ran).toEqual(['first', 'a task in between', 'second']);
  });

  it('stops at a step that fails', async () => {
    const later = vi.fn(async () => undefined);
    await expect(
      inSteps([() => Promise.reject(new Error('chunk missing')), later]),
    ).rejects.toThrow('chunk missing');
    expect(later).not.toHaveBeenCalled();
  });
});
