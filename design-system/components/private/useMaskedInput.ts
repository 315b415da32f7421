import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { applyMask, type DigitMask } from './mask';

/**
 * State for a masked text box: keeps the digits, renders the formatted display and puts the
 * caret back after the digit the shopper just typed or deleted.
 */
export function useMaskedInput(mask: DigitMask, initialDigits: string) {
  const [digits, setDigits] = useState(() => initialDigits.slice(0, mask.maxDigits));
  const display = digits === '' ? '' : mask.format(digits);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const result = applyMask(
        mask,
        input.value,
        input.selectionStart ?? input.value.length,
        display,
      );
      pendingCaret.current = result.caret;
      setDigits(result.digits);
      return result.digits;
    },
    [mask, display],
  );

  return { digits, setDigits, display, inputRef, onChange };
}
