/**
 * A small in-memory cache for values that are expensive to produce and the same for everyone for
 * a few seconds (public API reads, rendered public pages):
 *  - fresh for `freshMs`, then served stale for up to `staleMs` more while one background refresh
 *    runs (stale-while-revalidate);
 *  - concurrent misses for one key share one production (no stampede);
 *  - bounded by entry count and by bytes, least recently used first out.
 */

export interface MicroCacheOptions<T> {
  /** How long a stored value is served as it is. */
  freshMs: number;
  /** How long after that it is still served while a refresh runs in the background. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** The bytes a value holds (its share of `maxBytes`). */
  sizeOf: (value: T) => number;
  now?: () => number;
  /** Told when a background refresh fails (the stale value stays until it expires). */
  onRefreshError?: (error: unknown, key: string) => void;
}

/** How a value was obtained: stored and fresh, stored and stale, or produced for this call. */
export type CacheState = 'fresh' | 'stale' | 'miss';

export interface CacheLookup<T> {
  value: T;
  state: CacheState;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  bytes: number;
}

export interface MicroCache<T> {
  /**
   * The value for `key`: the stored one when there is one (refreshing it in the background once
   * it is stale), otherwise the one `produce` makes, shared by every concurrent caller of the
   * same key. A produced value is stored only when `storable` says so.
   */
  get(
    key: string,
    produce: () => Promise<T>,
    storable: (value: T) => boolean,
  ): Promise<CacheLookup<T>>;
  readonly size: number;
  readonly bytes: number;
  clear(): void;
}

export function createMicroCache<T>(options: MicroCacheOptions<T>): MicroCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, value: T) {
    const size = options.sizeOf(value);
    remove(key);
    // A value larger than a quarter of the whole cache would push everything else out.
    if (size > options.maxBytes / 4) return;
    entries.set(key, { value, storedAt: now(), bytes: size });
    bytes += size;
    for (const [oldest] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  /** Produces once for all concurrent callers of `key`, storing the result when storable. */
  function produceShared(
    key: string,
    produce: () => Promise<T>,
    storable: (value: T) => boolean,
  ): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running;
    const production = (async () => {
      try {
        const value = await produce();
        if (storable(value)) store(key, value);
        // What is no longer storable (a page that now fails) is not served stale any longer.
        else remove(key);
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, production);
    return production;
  }

  return {
    async get(key, produce, storable) {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < options.freshMs + options.staleMs) {
          // Most recently used last: the map's order is the eviction order.
          entries.delete(key);
          entries.set(key, entry);
          if (age < options.freshMs) return { value: entry.value, state: 'fresh' };
          if (!inFlight.has(key)) {
            produceShared(key, produce, storable).catch((error: unknown) =>
              options.onRefreshError?.(error, key),
            );
          }
          return { value: entry.value, state: 'stale' };
        }
        remove(key);
      }
      return { value: await produceShared(key, produce, storable), state: 'miss' };
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
