/**
 * Local storage access for persisted state. Every function touches `localStorage` only when it
 * is called, and quietly does nothing where there is none (the server, private modes).
 */
function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}
