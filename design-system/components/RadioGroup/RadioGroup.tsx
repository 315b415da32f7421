import { createContext, useContext, useId, type ChangeEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../foundations';
import { describedBy, FieldMessages, useFieldIds } from '../FormField';
import type { IconComponent } from '../Icon';
import * as styles from './RadioGroup.css';

export const radioGroupLayouts = ['stack', 'columns', 'inline'] as const;
export type RadioGroupLayout = (typeof radioGroupLayouts)[number];

type GroupContext = {
  name: string;
  value: string | undefined;
  disabled: boolean;
  describedBy: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

const RadioGroupContext = createContext<GroupContext | null>(null);

function useGroup(component: string): GroupContext {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error(`${component} must be placed inside a RadioGroup`);
  return group;
}

export type RadioGroupProps = {
  /** The question the choices answer, e.g. "Delivery". */
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name; generated when not given. */
  name?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  layout?: RadioGroupLayout;
  className?: string;
  children: ReactNode;
};

/**
 * One choice out of several. Native radios: Tab enters the group at the chosen option, arrow
 * keys move and choose, exactly as screen-reader users expect.
 */
export function RadioGroup({
  label,
  labelHidden = false,
  hint,
  error,
  name,
  value,
  onValueChange,
  disabled = false,
  layout,
  className,
  children,
}: RadioGroupProps) {
  const generatedName = `radio-${useId()}`;
  const { hintId, errorId } = useFieldIds();
  const context: GroupContext = {
    name: name ?? generatedName,
    value,
    disabled,
    describedBy: describedBy(hint ? hintId : undefined, error ? errorId : undefined),
    onChange: (event) => onValueChange(event.currentTarget.value),
  };
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={labelHidden ? visuallyHidden : styles.legend}>{label}</legend>
      <RadioGroupContext.Provider value={context}>
        <div className={styles.options({ layout })}>{children}</div>
      </RadioGroupContext.Provider>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}

type OptionProps = {
  value: string;
  disabled?: boolean;
};

function RadioInput({ value, disabled }: OptionProps) {
  const group = useGroup('Radio');
  return (
    <input
      type="radio"
      className={styles.input}
      name={group.name}
      value={value}
      checked={group.value === value}
      disabled={group.disabled || disabled}
      aria-describedby={group.describedBy}
      onChange={group.onChange}
    />
  );
}

export type RadioProps = OptionProps & { label: ReactNode; description?: ReactNode };

/** A plain radio option with a label. */
export function Radio({ value, disabled, label, description }: RadioProps) {
  const group = useGroup('Radio');
  return (
    <label className={styles.radio} data-disabled={group.disabled || disabled || undefined}>
      <span className={styles.dotControl}>
        <RadioInput value={value} disabled={disabled} />
        <span className={styles.dot} aria-hidden="true" />
      </span>
      <span className={styles.cardText}>
        <span>{label}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </label>
  );
}

export type RadioCardProps = OptionProps & {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconComponent;
  /**
   * Detail at the end of the title's line (under the title when both don't fit), usually a price
   * ("Free", "15 000 soʻm").
   */
  trailing?: ReactNode;
};

/** A large choice: delivery method, payment method, saved card. */
export function RadioCard({
  value,
  disabled,
  title,
  description,
  icon: Icon,
  trailing,
}: RadioCardProps) {
  const group = useGroup('RadioCard');
  return (
    <label className={styles.card} data-disabled={group.disabled || disabled || undefined}>
      <span className={styles.dotControl}>
        <RadioInput value={value} disabled={disabled} />
        <span className={styles.dot} aria-hidden="true" />
      </span>
      {Icon && (
        <span className={styles.cardIcon}>
          <Icon size="lg" />
        </span>
      )}
      <span className={styles.cardText}>
        {/* The detail shares the title's line, so the description below gets the full width. */}
        <span className={styles.cardHeading}>
          <span className={styles.cardTitle}>{title}</span>
          {trailing !== undefined && <span className={styles.trailing}>{trailing}</span>}
        </span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </label>
  );
}
