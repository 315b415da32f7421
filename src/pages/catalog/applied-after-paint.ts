import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/shared/lib/paint';
import type { CatalogQuery } from './query';

type Apply = (query: CatalogQuery, options?: { replace: boolean }) => void;

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * A filter chosen in the form is shown at once (`shown`: the box ticked, the category picked)
 * and applied (a new address, which draws the list again) only after the browser has painted
 * that: a tap answers within a frame however long the list takes. Choices made in quick
 * succession are applied one after the other, in order, each to the address the one before left;
 * one still waiting when the shopper has gone to another address meanwhile is dropped.
 */
export function useAppliedAfterPaint(query: CatalogQuery, onApply: Apply) {
  const [chosen, setChosen] = useState<CatalogQuery | null>(null);
  // The page's apply as it is when the choice is applied: it knows the address then.
  const latest = useRef(onApply);
  useLayoutEffect(() => {
    latest.current = onApply;
  }, [onApply]);
  const queue = useRef({ pending: 0, address: '', last: Promise.resolve() });

  const applyAfterPaint = (next: CatalogQuery, options?: { replace: boolean }) => {
    setChosen(next);
    const waiting = queue.current;
    if (waiting.pending === 0) waiting.address = currentAddress();
    waiting.pending += 1;
    const painted = afterNextPaint(window);
    waiting.last = Promise.all([waiting.last, painted])
      .then(() => {
        waiting.pending -= 1;
        try {
          if (currentAddress() === waiting.address) {
            latest.current(next, options);
            waiting.address = currentAddress();
          }
        } finally {
          // The form follows the address again: the last choice, unless it was dropped.
          if (waiting.pending === 0) setChosen(null);
        }
      })
      .catch(() => undefined);
  };

  return { shown: chosen ?? query, applyAfterPaint };
}
