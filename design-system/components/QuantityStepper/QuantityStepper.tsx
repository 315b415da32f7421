import { useId, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { MinusIcon, PlusIcon } from '../Icon';
import {
  clampQuantity,
  parseTypedQuantity,
  stepQuantity,
  type QuantityLimits,
  type QuantityUnit,
  type TypedQuantity,
} from './quantity';
import * as styles from './QuantityStepper.css';
import { useQuantityText } from './useQuantityText';

export const quantityStepperSizes = ['small', 'medium'] as const;
export type QuantityStepperSize = (typeof quantityStepperSizes)[number];

const messages = defineMessages<{
  quantity: NoMessageValues;
  increase: NoMessageValues;
  decrease: NoMessageValues;
  onlyLeft: { amount: string };
  notPieces: NoMessageValues;
  notWeight: NoMessageValues;
  belowMinimum: { amount: string };
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
  notPieces: {
    id: 'ds.quantityStepper.notPieces',
    defaultMessage: 'Type a whole number of items, such as 2',
    description: 'Shown under a quantity field when the typed text is not a whole number of items',
  },
  notWeight: {
    id: 'ds.quantityStepper.notWeight',
    defaultMessage: 'Type a weight in kilograms, such as 0.5 or 1.5',
    description:
      'Shown under the quantity field of goods sold by weight when the typed text is not a weight. Write the decimal separator as the language does (0,5 in uz and ru)',
  },
  belowMinimum: {
    id: 'ds.quantityStepper.belowMinimum',
    defaultMessage: 'The least you can order is {amount}',
    description:
      'Shown under a quantity field when the typed quantity is less than can be ordered. amount is a number of items or a weight such as 100 g',
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
  const problemId = useId();
  // What the shopper is typing, until it is committed (Enter, leaving the field) or dropped (Escape).
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Extract<TypedQuantity, { ok: false }>['problem'] | null>(
    null,
  );
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
  const shownText = draft ?? valueText;

  const change = (next: number) => {
    const clamped = clampQuantity(next, limits);
    setDraft(null);
    setProblem(null);
    if (!disabled && clamped !== value) onChange(clamped);
  };

  // A typed quantity replaces the value once read; what cannot be read keeps the value and says why.
  const commit = () => {
    if (draft === null) return;
    const typed = parseTypedQuantity(draft, unit, limits);
    setDraft(null);
    if (!typed.ok) {
      setProblem(typed.problem);
      return;
    }
    change(typed.value);
  };
  const problemText =
    problem === 'belowMinimum'
      ? intl.formatMessage(messages.belowMinimum, { amount: quantityText(limits.min, unit) })
      : problem === 'notANumber'
        ? intl.formatMessage(unit === 'gram' ? messages.notWeight : messages.notPieces)
        : null;

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
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setProblem(null);
      return;
    }
    // Home, End and the side arrows move the caret while typing.
    if (draft !== null && ['Home', 'End', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
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
        <input
          type="text"
          role="spinbutton"
          inputMode={unit === 'gram' ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="done"
          disabled={disabled}
          className={styles.value({ size })}
          aria-label={label ?? intl.formatMessage(messages.quantity)}
          aria-valuenow={value}
          aria-valuemin={limits.min}
          aria-valuemax={max}
          aria-valuetext={valueText}
          aria-invalid={problemText !== null || undefined}
          aria-describedby={
            [problemText !== null ? problemId : '', atMax ? reasonId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          value={shownText}
          // As wide as what it shows (a text field is otherwise 20 characters wide).
          style={{ width: `${Math.max(3, shownText.length) + 1}ch` }}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
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
      {problemText !== null ? (
        <span id={problemId} role="alert" className={styles.reason}>
          {problemText}
        </span>
      ) : null}
      {atMax ? (
        <span id={reasonId} className={styles.reason}>
          {intl.formatMessage(messages.onlyLeft, { amount: quantityText(max, unit) })}
        </span>
      ) : null}
    </div>
  );
}
