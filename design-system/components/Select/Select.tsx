import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../Icon';
import { FormField } from '../FormField';
import * as field from '../private/field.css';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  labelHidden?: boolean;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a region"); shown until something is chosen. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** The platform's own select, styled: keyboard, screen reader and mobile pickers for free. */
export function Select({
  label,
  hint,
  error,
  optional,
  labelHidden,
  options,
  placeholder,
  id,
  className,
  ...props
}: SelectProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={field.control}>
          <select
            className={[field.input, styles.select].join(' ')}
            required={!optional}
            {...control}
            {...props}
          >
            {placeholder !== undefined && (
              <option value="" disabled={!optional}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <ChevronDownIcon size="md" />
          </span>
        </div>
      )}
    </FormField>
  );
}
