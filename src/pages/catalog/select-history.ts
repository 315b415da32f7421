import { useRef } from 'react';

/**
 * A closed select changes its value at each arrow key. Changes made while it keeps the focus take
 * each other's place in the history: going from the first option to the last by keyboard is one
 * step (Back returns to what the list showed before), not one per option passed on the way.
 */
export function useSelectHistory() {
  const changedWhileFocused = useRef(false);
  const reset = () => {
    changedWhileFocused.current = false;
  };
  return {
    onFocus: reset,
    onBlur: reset,
    /** Called once per change: whether it replaces the previous one in the history. */
    replacesPrevious: () => {
      const replaces = changedWhileFocused.current;
      changedWhileFocused.current = true;
      return replaces;
    },
  };
}
