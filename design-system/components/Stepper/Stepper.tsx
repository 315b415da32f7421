import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { CheckIcon } from '../Icon';
import * as styles from './Stepper.css';

const stepperMessages = defineMessages({
  complete: {
    id: 'ds.stepper.complete',
    defaultMessage: 'completed',
    description: 'Hidden word after the name of a finished checkout step',
  },
  label: {
    id: 'ds.stepper.label',
    defaultMessage: 'Progress',
    description: 'Accessible name of the list of checkout steps',
  },
});

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperStep {
  id: string;
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step; earlier steps are complete. */
  current: number;
  /** Accessible name; "Progress" by default. */
  label?: string;
}

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/** Checkout progress as an ordered list: complete steps show a tick, the current one is marked. */
export function Stepper({ steps, current, label }: StepperProps) {
  const intl = useIntl();
  return (
    <ol className={styles.list} aria-label={label ?? intl.formatMessage(stepperMessages.label)}>
      {steps.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker({ state })} aria-hidden="true">
              {state === 'complete' ? <CheckIcon /> : index + 1}
            </span>
            <span className={styles.label({ state })}>
              {step.label}
              {state === 'complete' ? (
                <span className={visuallyHidden}>
                  {' '}
                  ({intl.formatMessage(stepperMessages.complete)})
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
