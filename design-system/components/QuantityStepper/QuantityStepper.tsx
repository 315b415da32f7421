import { useId, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { MinusIcon, PlusIcon } from '../Icon';
import { clampQuantity, stepQuantity, type QuantityLimits, type QuantityUnit } from './quantity';
import * as styles from './QuantityStepper.css';
import { useQuantityText } from './useQuantityText';

export const quantityStepperSizes = ['small', 'medium'] as const;
export type QuantityStepperSize = (typeof quantityStepperSizes)[number];

const messages = defineMessages<{
  quantity: NoMessageValues;
  increase: NoMessageValues;
  decrease: NoMessageValues;
  onlyLeft: { amount: string };
}>({
  quantity: {
    id: 'ds.quantityStepper.quantity',
    defaultMessage: 'Quantity',
    description: 'Accessible name of the quantity value in a quantity stepper',
  },
  increase: {
    id: 'ds.quantityStepper.increase',
    defaultMessage: 'Increase quantity',
    description: 'Label of the plus button of a quantity stepper',
  },
  decrease: {
    id: 'ds.quantityStepper.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Label of the minus button of a quantity stepper',
  },
  onlyLeft: {
    id: 'ds.quantityStepper.onlyLeft',
    defaultMessage: 'Only {amount} left',
    description:
      'Why the quantity cannot be increased: the stock is used up. amount is a number of items or a weight such as 1.5 kg',
  },
});

export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** `gram` for goods sold by weight: value, min, max and step are then in grams. */
  unit?: QuantityUnit;
  /** Defaults to 1 item, or one step by weight. Use 0 when going below one item removes it. */
  min?: number;
  /** Available stock; the plus button is disabled at it, with the reason shown. */
  max?: number;
  /** Defaults to 1 item or 100 g. */
  step?: number;
  /** Accessible name of the value, e.g. the product name; "Quantity" by default. */
  label?: string;
  size?: QuantityStepperSize;
  disabled?: boolean;
  className?: string;
};

export function QuantityStepper({
  value,
  onChange,
  unit = 'piece',
  min,
  max,
  step,
  label,
  size = 'medium',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const intl = useIntl();
  const quantityText = useQuantityText();
  const reasonId = useId();
  const actualStep = step ?? (unit === 'gram' ? 100 : 1);
  const limits: QuantityLimits = {
    min: min ?? actualStep * (unit === 'gram' ? 1 : 1),
    max,
    step: actualStep,
  };
  if (min === undefined && unit === 'piece') limits.min = 1;
  const atMin = value <= limits.min;
  const atMax = max !== undefined && value >= max;
  const valueText = quantityText(value, unit);

  const change = (next: number) => {
    const clamped = clampQuantity(next, limits);
    if (!disabled && clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => number | undefined> = {
      ArrowUp: () => stepQuantity(value, 1, limits),
      ArrowRight: () => stepQuantity(value, 1, limits),
      ArrowDown: () => stepQuantity(value, -1, limits),
      ArrowLeft: () => stepQuantity(value, -1, limits),
      PageUp: () => clampQuantity(value + actualStep * 10, limits),
      PageDown: () => clampQuantity(value - actualStep * 10, limits),
      Home: () => limits.min,
      End: () => max,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    if (next !== undefined) change(next);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.control({ size, disabled })}>
        <button
          type="button"
          className={styles.button({ size })}
          aria-label={intl.formatMessage(messages.decrease)}
          aria-disabled={disabled || atMin}
          onClick={() => (atMin ? undefined : change(stepQuantity(value, -1, limits)))}
        >
          <MinusIcon size="md" />
        </button>
        <span
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          className={styles.value({ size })}
          aria-label={label ?? intl.formatMessage(messages.quantity)}
          aria-valuenow={value}
          aria-valuemin={limits.min}
          aria-valuemax={max}
          aria-valuetext={valueText}
          aria-disabled={disabled || undefined}
          aria-describedby={atMax ? reasonId : undefined}
          onKeyDown={onKeyDown}
        >
          {valueText}
        </span>
        <button
          type="button"
          className={styles.button({ size })}
          aria-label={intl.formatMessage(messages.increase)}
          aria-disabled={disabled || atMax}
          aria-describedby={atMax ? reasonId : undefined}
          onClick={() => (atMax ? undefined : change(stepQuantity(value, 1, limits)))}
        >
          <PlusIcon size="md" />
        </button>
      </div>
      {atMax ? (
        <span id={reasonId} className={styles.reason}>
          {intl.formatMessage(messages.onlyLeft, { amount: quantityText(max, unit) })}
        </span>
      ) : null}
    </div>
  );
}
