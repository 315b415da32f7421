import { useEffect, useRef } from 'react';
import { checkoutSteps, type CheckoutStep } from '../lib/form';

interface StepState {
  checkoutStep?: unknown;
}

const isStep = (value: unknown): value is CheckoutStep =>
  (checkoutSteps as readonly unknown[]).includes(value);

/**
 * Each checkout step the shopper moves to is an entry of the browser's history at the same
 * address: the browser's Back goes to the step before (Forward to the one after), as on a site
 * whose steps are pages, instead of leaving checkout. A step reached through history is opened as
 * the step buttons open it, so Forward never skips a step that is not complete.
 */
export function useStepHistory(
  step: CheckoutStep,
  open: (step: CheckoutStep) => void,
  /** The saved draft was read: `step` is the one the page opens on. */
  ready: boolean,
) {
  const recorded = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const target = (event.state as StepState | null)?.checkoutStep;
      if (isStep(target)) open(target);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);
  useEffect(() => {
    if (!ready) return;
    const state = (window.history.state as StepState | null) ?? {};
    if (state.checkoutStep === step) {
      recorded.current = step;
      return;
    }
    const next = { ...state, checkoutStep: step };
    // The step the page opened on is this entry's; each later one gets an entry of its own.
    if (recorded.current === null) window.history.replaceState(next, '');
    else window.history.pushState(next, '');
    recorded.current = step;
  }, [step, ready]);
}
