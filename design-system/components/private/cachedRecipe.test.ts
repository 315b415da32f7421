import { describe, expect, it, vi } from 'vitest';
import { cachedRecipe } from './cachedRecipe';

type Options = { tone?: 'primary' | 'neutral'; fullWidth?: boolean | 'true'; size?: number };

/** A recipe as vanilla-extract makes one: a class for each variant chosen, defaults otherwise. */
function fakeRecipe() {
  return vi.fn(
    (options?: Options) =>
      `base tone-${options?.tone ?? 'primary'} full-${typeof options?.fullWidth}-${String(options?.fullWidth)} size-${options?.size ?? 0}`,
  );
}

describe('cachedRecipe', () => {
  it('answers what the recipe answers, working each choice of variants out once', () => {
    const recipe = fakeRecipe();
    const cached = cachedRecipe(recipe);
    const choices: Array<Options | undefined> = [
      undefined,
      {},
      { tone: 'neutral' },
      { tone: 'neutral', fullWidth: true },
      { tone: 'neutral', fullWidth: 'true' },
      { tone: undefined, fullWidth: false },
      { size: 2 },
    ];
    for (const options of [...choices, ...choices]) {
      expect(cached(options)).toBe(fakeRecipe()(options));
    }
    // No options and no variant chosen are one choice: the defaults.
    expect(recipe).toHaveBeenCalledTimes(choices.length - 1);
  });

  it('leaves options that are not plain values to the recipe each time', () => {
    const recipe = vi.fn((options?: { style?: object }) => `style-${JSON.stringify(options)}`);
    const cached = cachedRecipe(recipe);
    expect(cached({ style: { a: 1 } })).toBe('style-{"style":{"a":1}}');
    expect(cached({ style: { a: 2 } })).toBe('style-{"style":{"a":2}}');
    expect(recipe).toHaveBeenCalledTimes(2);
  });
});
