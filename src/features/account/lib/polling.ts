/**
 * How long an open order screen waits before asking for its orders' statuses again: soon at
 * first and after every change, then twice as long each time nothing changed, up to a minute.
 */
export const firstPollDelayMs = 5_000;
export const maxPollDelayMs = 60_000;

export function nextPollDelay(currentMs: number, changed: boolean): number {
  return changed ? firstPollDelayMs : Math.min(currentMs * 2, maxPollDelayMs);
}
