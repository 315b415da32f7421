/**
 * A recipe's class names remembered for each choice of its variants. A recipe works its class
 * names out again on every call (two object spreads and a walk over every variant and compound
 * variant), and a catalogue page calls the same few recipes hundreds of times with a handful of
 * choices (every product card's price, badge and button). A recipe's answer depends only on the
 * variants chosen, so it is worked out once per choice.
 */
export function cachedRecipe<Options extends object | undefined>(
  recipe: (options?: Options) => string,
): (options?: Options) => string {
  const classes = new Map<string, string>();
  return (options) => {
    const key = choiceKey(options);
    if (key === null) return recipe(options);
    let names = classes.get(key);
    if (names === undefined) {
      names = recipe(options);
      classes.set(key, names);
    }
    return names;
  };
}

/**
 * The variants chosen, as a text that tells every choice apart (names, value types and values);
 * null for a value that is not a plain string, number or boolean.
 */
function choiceKey(options: object | undefined): string | null {
  if (options === undefined) return '';
  let key = '';
  for (const name in options) {
    const value: unknown = (options as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol') return null;
    key += `${name}\u0000${typeof value}\u0000${String(value)}\u0001`;
  }
  return key;
}
