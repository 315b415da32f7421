/** The specification's page reload guard: at most one automatic reload every 10 s. */
export const reloadGuardMs = 10_000;
export const reloadGuardKey = 'savat:reloaded-at';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the right to reload the page now. Refused when the previous automatic reload was less
 * than 10 s ago, or when the time of the last one cannot be recorded (a reload that cannot be
 * remembered could repeat forever).
 */
export function claimReload(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(reloadGuardKey));
    if (Number.isFinite(last) && last > 0 && Math.abs(now - last) < reloadGuardMs) return false;
    storage.setItem(reloadGuardKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The tab's session storage, or null where it is unavailable (blocked, server). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless it was reloaded automatically less than 10 s ago; answers whether it
 * reloads. A page that cannot recover by reloading stays as it is instead of reloading forever.
 */
export function reloadGuarded(): boolean {
  if (!claimReload(sessionStorageOrNull(), Date.now())) return false;
  window.location.reload();
  return true;
}
