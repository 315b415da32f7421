import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

function setup(overrides: { maxEntries?: number; maxBytes?: number } = {}) {
  let time = 1_000;
  const cache = createMicroCache<string>({
    freshMs: 1_000,
    staleMs: 4_000,
    maxEntries: overrides.maxEntries ?? 10,
    maxBytes: overrides.maxBytes ?? 1_000,
    sizeOf: (value) => value.length,
    now: () => time,
  });
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const always = () => true;

/** A production that resolves when told to, counting its calls. */
function deferred(values: string[]) {
  const releases: Array<() => void> = [];
  const produce = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        const value = values[produce.mock.calls.length - 1] ?? 'last';
        releases.push(() => resolve(value));
      }),
  );
  return { produce, release: () => releases.shift()?.() };
}

describe('micro cache', () => {
  it('serves a stored value while fresh without producing again', async () => {
    const { cache, advance } = setup();
    const produce = vi.fn(async () => 'page');
    expect(await cache.get('a', produce, always)).toEqual({ value: 'page', state: 'miss' });
    advance(999);
    expect(await cache.get('a', produce, always)).toEqual({ value: 'page', state: 'fresh' });
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and refreshes it once in the background', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 'old', always);
    advance(1_500);
    const { produce, release } = deferred(['new']);
    expect(await cache.get('a', produce, always)).toEqual({ value: 'old', state: 'stale' });
    expect(await cache.get('a', produce, always)).toEqual({ value: 'old', state: 'stale' });
    expect(produce).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(async () =>
      expect(await cache.get('a', produce, always)).toEqual({ value: 'new', state: 'fresh' }),
    );
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('keeps the stale value when a refresh fails, and drops it once expired', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 'old', always);
    advance(2_000);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('down');
    });
    expect((await cache.get('a', failing, always)).value).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect((await cache.get('a', failing, always)).state).toBe('stale');
    advance(3_000);
    await expect(cache.get('a', failing, always)).rejects.toThrow('down');
  });

  it('lets concurrent misses of one key share one production', async () => {
    const { cache } = setup();
    const { produce, release } = deferred(['page']);
    const waiting = Promise.all([1, 2, 3].map(() => cache.get('a', produce, always)));
    await Promise.resolve();
    release();
    expect((await waiting).map((lookup) => lookup.value)).toEqual(['page', 'page', 'page']);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('shares a production that is not storable but does not keep it', async () => {
    const { cache } = setup();
    const { produce, release } = deferred(['error page', 'error page']);
    const never = () => false;
    const waiting = Promise.all([cache.get('a', produce, never), cache.get('a', produce, never)]);
    await Promise.resolve();
    release();
    await waiting;
    expect(produce).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    const again = cache.get('a', produce, never);
    release();
    expect((await again).state).toBe('miss');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('forgets a stale value whose refresh is no longer storable', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 'page', always);
    advance(1_500);
    const gone = vi.fn(async () => 'not found');
    await cache.get('a', gone, (value) => value === 'page');
    await vi.waitFor(() => expect(cache.size).toBe(0));
  });

  it('is bounded by entries, least recently used out first', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.get('a', async () => 'A', always);
    await cache.get('b', async () => 'B', always);
    await cache.get('a', async () => 'A2', always);
    await cache.get('c', async () => 'C', always);
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'A3', always)).value).toBe('A');
    expect((await cache.get('b', async () => 'B2', always)).state).toBe('miss');
  });

  it('is bounded by bytes and never keeps a value too large for it', async () => {
    const { cache } = setup({ maxBytes: 100 });
    await cache.get('a', async () => 'x'.repeat(20), always);
    await cache.get('b', async () => 'y'.repeat(20), always);
    expect(cache.bytes).toBe(40);
    await cache.get('big', async () => 'z'.repeat(30), always);
    expect(cache.size).toBe(2);
    for (const key of ['c', 'd', 'e', 'f'])
      await cache.get(key, async () => 'w'.repeat(25), always);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(4);
  });
});
