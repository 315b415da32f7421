import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from '../FormField';
import * as styles from './Switch.css';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** An on/off setting that applies at once (e.g. "Leave at the door"). */
export function Switch({
  label,
  description,
  disabled,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const descriptionId = `switch-${useId()}-description`;
  return (
    <label
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <span className={styles.text}>
        <span>{label}</span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <span className={styles.control}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          disabled={disabled}
          aria-describedby={describedBy(ariaDescribedBy, description ? descriptionId : undefined)}
          {...props}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
    </label>
  );
}
