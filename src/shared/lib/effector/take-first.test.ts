import { allSettled, createEffect, createEvent, fork, sample } from 'effector';
import { describe, expect, it } from 'vitest';
import { takeFirst } from './take-first';

function gate() {
  let release: () => void = () => undefined;
  const calls: number[] = [];
  const saveFx = createEffect(
    (n: number) =>
      new Promise<void>((resolve) => {
        calls.push(n);
        release = resolve;
      }),
  );
  const keyFx = createEffect(() => new Promise<void>((resolve) => (release = resolve)));
  return { saveFx, keyFx, calls, release: () => release() };
}

describe('takeFirst', () => {
  it('drops a call made while the first one is running, then lets the next one through', async () => {
    const { saveFx, calls, release } = gate();
    const pressed = createEvent<number>();
    sample({ clock: takeFirst(pressed, [saveFx]), target: saveFx });
    const scope = fork();
    const first = allSettled(pressed, { scope, params: 1 });
    // allSettled waits for the whole scope, so the second press is not awaited on its own.
    void allSettled(pressed, { scope, params: 2 });
    expect(calls).toEqual([1]);
    expect(scope.getState(saveFx.inFlight)).toBe(1);
    release();
    await first;
    const third = allSettled(pressed, { scope, params: 3 });
    expect(calls).toEqual([1, 3]);
    release();
    await third;
  }, 1000);

  it('counts every effect of the call as running, and takes an array of clocks', async () => {
    const { saveFx, keyFx, calls, release } = gate();
    const pressed = createEvent<number>();
    const typed = createEvent<number>();
    const taken = takeFirst([pressed, typed], [keyFx, saveFx]);
    sample({ clock: taken, target: keyFx });
    sample({ clock: keyFx.done, fn: () => 7, target: saveFx });
    const scope = fork();
    const first = allSettled(pressed, { scope, params: 1 });
    expect(scope.getState(keyFx.pending)).toBe(true);
    // While the key is being made nothing else starts, from either clock.
    void allSettled(typed, { scope, params: 2 });
    expect(scope.getState(keyFx.inFlight)).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([7]);
    void allSettled(pressed, { scope, params: 3 });
    expect(scope.getState(keyFx.inFlight)).toBe(0);
    release();
    await first;
  }, 1000);
});
