import { describe, expect, it } from 'vitest';
import { claimReload, reloadGuardKey } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('claimReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 50_000)).toBe(true);
    expect(storage.data.get(reloadGuardKey)).toBe('50000');
  });

  it('refuses another reload within 10 s, then allows one again', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 50_000)).toBe(true);
    expect(claimReload(storage, 50_000 + 9_999)).toBe(false);
    expect(claimReload(storage, 50_000 + 10_000)).toBe(true);
  });

  it('refuses when the clock went back within the window', () => {
    const storage = memoryStorage();
    claimReload(storage, 50_000);
    expect(claimReload(storage, 45_000)).toBe(false);
  });

  it('refuses when the reload cannot be remembered, so it can never loop', () => {
    expect(claimReload(null, 50_000)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(broken, 50_000)).toBe(false);
  });

  it('ignores a garbled record', () => {
    const storage = memoryStorage();
    storage.data.set(reloadGuardKey, 'yesterday');
    expect(claimReload(storage, 50_000)).toBe(true);
  });
});
