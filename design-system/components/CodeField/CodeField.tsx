import {
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FormField } from '../FormField';
import * as styles from './CodeField.css';

const messages = defineMessages({
  label: {
    id: 'ds.codeField.label',
    defaultMessage: 'Code from SMS',
    description: 'Default label of the one-time code field',
  },
});

export type CodeFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'
> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Number of digits; SMS codes here have 5. */
  length?: number;
  value?: string;
  defaultValue?: string;
  onValueChange?: (code: string) => void;
  /** Called once all digits are in, e.g. to submit the code without a button press. */
  onComplete?: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** A one-time code: digit boxes over one input, so typing, paste and SMS autofill all work. */
export function CodeField({
  label,
  hint,
  error,
  length = 5,
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  onFocus,
  onBlur,
  onPaste,
  disabled,
  id,
  className,
  ...props
}: CodeFieldProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const code = value !== undefined ? onlyDigits(value).slice(0, length) : ownValue;
  const [focused, setFocused] = useState(false);

  const update = (next: string) => {
    const digits = onlyDigits(next).slice(0, length);
    if (digits === code) return;
    setOwnValue(digits);
    onValueChange?.(digits);
    if (digits.length === length) onComplete?.(digits);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code replaces what was typed; a fragment continues it.
    event.preventDefault();
    update(pasted.length >= length ? pasted : code + pasted);
  };

  const activeIndex = Math.min(code.length, length - 1);

  return (
    <FormField
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint}
      error={error}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.root}>
          <div className={styles.boxes} aria-hidden="true">
            {Array.from({ length }, (_, index) => (
              <span
                key={index}
                className={[
                  styles.box,
                  focused && index === activeIndex ? styles.boxActive : undefined,
                  error ? styles.boxInvalid : undefined,
                  disabled ? styles.boxDisabled : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {code[index] ?? ''}
              </span>
            ))}
          </div>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${length}}`}
            maxLength={length}
            className={styles.input}
            value={code}
            disabled={disabled}
            required
            {...control}
            {...props}
            onChange={(event) => update(event.currentTarget.value)}
            onPaste={handlePaste}
            onFocus={(event) => {
              setFocused(true);
              const end = event.currentTarget.value.length;
              event.currentTarget.setSelectionRange(end, end);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setFocused(false);
              onBlur?.(event);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
