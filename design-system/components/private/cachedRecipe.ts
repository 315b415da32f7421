/** The class names of one choice of variants, and the choices that add one more variant to it. */
interface Choice {
  classes?: string;
  next?: Map<string, Map<unknown, Choice>>;
}

/**
 * A recipe's class names remembered for each choice of its variants. A recipe works its class
 * names out again on every call (two object spreads and a walk over every variant and compound
 * variant), and a catalogue page calls the same few recipes hundreds of times with a handful of
 * choices (every product card's price, badge and button). A recipe's answer depends only on the
 * variants chosen, so it is worked out once per choice. Choices are looked up variant by variant
 * (by name, then by value), so a call builds no key.
 */
export function cachedRecipe<Options extends object | undefined>(
  recipe: (options?: Options) => string,
): (options?: Options) => string {
  const none: Choice = {};
  return (options) => {
    let choice = none;
    for (const name in options) {
      const value: unknown = (options as Record<string, unknown>)[name];
      // Only plain values name a variant; anything else is left to the recipe.
      if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
        return recipe(options);
      }
      choice.next ??= new Map();
      let byValue = choice.next.get(name);
      if (!byValue) {
        byValue = new Map();
        choice.next.set(name, byValue);
      }
      let next = byValue.get(value);
      if (!next) {
        next = {};
        byValue.set(value, next);
      }
      choice = next;
    }
    choice.classes ??= recipe(options);
    return choice.classes;
  };
}
