import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from '../FormField';
import { CheckIcon } from '../Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({
  label,
  description,
  invalid,
  disabled,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const descriptionId = `checkbox-${useId()}-description`;
  return (
    <label
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <span className={styles.control}>
        <input
          type="checkbox"
          className={styles.input}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ariaDescribedBy, description ? descriptionId : undefined)}
          {...props}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon size="sm" />
        </span>
      </span>
      <span className={styles.text}>
        <span>{label}</span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
