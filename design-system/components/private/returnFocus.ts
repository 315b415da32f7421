import { useCallback, useRef } from 'react';

/**
 * Radix returns focus only to its own `Dialog.Trigger`. Our overlays are controlled and opened by
 * any button, so they remember whatever had focus when they opened and give focus back to it.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);

  const rememberFocus = useCallback(() => {
    const active = document.activeElement;
    previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const restoreFocus = useCallback((event: Event) => {
    const target = previous.current;
    previous.current = null;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return { rememberFocus, restoreFocus };
}
