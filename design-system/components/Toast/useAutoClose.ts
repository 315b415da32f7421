import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Calls `onClose` after `duration` ms, pausing while the pointer is over the element or focus
 * is inside it, and resuming with the time that was left.
 */
export function useAutoClose(duration: number | null, onClose: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const paused = hovered || focused;
  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), Math.max(0, left));
    return () => {
      clearTimeout(timer);
      remaining.current = left - (Date.now() - startedAt);
    };
  }, [paused]);

  return {
    paused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
