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

/**
 * Writes like `writeStored`, and tells whether the value is now kept: false where there is no
 * storage or it is full, so that a caller with nothing else to keep the value in can wait.
 */
export function keepStored(key: string, value: unknown): boolean {
  if (!storage()) return false;
  try {
    writeStored(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}
