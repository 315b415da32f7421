import { merge, sample, type Effect, type Event, type Unit } from 'effector';
import { not, pending } from 'patronum';

/**
 * The one concurrency policy of the shop's models, "take first": a call that comes while an
 * earlier one is still running is dropped, not queued, so a double press sends one code, places
 * one order, and a check or a save never runs twice at once. `busyWith` are the effects that
 * make up the running call (e.g. making an idempotency key, then placing the order). Whatever
 * must follow a dropped call (a save of changes made meanwhile) is the model's own rule.
 */
export function takeFirst<T>(
  clock: Unit<T> | readonly Unit<T>[],
  // The parameters and results of the effects do not matter here, only whether they run.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  busyWith: readonly Effect<any, any, any>[],
): Event<T> {
  const calls = Array.isArray(clock) ? merge(clock as readonly Unit<T>[]) : (clock as Unit<T>);
  return sample({ clock: calls, filter: not(pending([...busyWith])) });
}
