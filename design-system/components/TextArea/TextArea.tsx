import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField';
import * as field from '../private/field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  labelHidden?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Multi-line text, e.g. a note for the courier. Shows a count when `maxLength` is set. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  labelHidden,
  id,
  className,
  rows = 3,
  maxLength,
  value,
  ...props
}: TextAreaProps) {
  const length = typeof value === 'string' ? value.length : undefined;
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
        <>
          <textarea
            className={[field.input, styles.textArea].join(' ')}
            rows={rows}
            maxLength={maxLength}
            value={value}
            required={!optional}
            {...control}
            {...props}
          />
          {maxLength !== undefined && length !== undefined && (
            <span className={styles.counter} aria-hidden="true">
              {length} / {maxLength}
            </span>
          )}
        </>
      )}
    </FormField>
  );
}
