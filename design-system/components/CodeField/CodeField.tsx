import {
  useLayoutEffect,
  useRef,
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

const selectsWholeCode = (input: HTMLInputElement) =>
  input.value.length > 0 && input.selectionStart === 0 && input.selectionEnd === input.value.length;

/**
 * The next digit goes either after the code (the caret at its end) or in place of the whole code
 * (all of it selected): a one-time code is never edited in the middle. A full code is selected
 * whole, so a wrong one is retyped from its first digit.
 */
function placeCaret(input: HTMLInputElement, length: number, selectAll = false): void {
  const end = input.value.length;
  const wholeCode = end > 0 && (selectAll || end >= length || selectsWholeCode(input));
  const [start, stop] = wholeCode ? [0, end] : [end, end];
  if (input.selectionStart !== start || input.selectionEnd !== stop) {
    input.setSelectionRange(start, stop);
  }
}

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
  onSelect,
  disabled,
  id,
  className,
  ref,
  ...props
}: CodeFieldProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const code = value !== undefined ? onlyDigits(value).slice(0, length) : ownValue;
  const [focused, setFocused] = useState(false);
  const [wholeSelected, setWholeSelected] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = (input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (typeof ref === 'function') ref(input);
    else if (ref) ref.current = input;
  };

  const keepCaret = (input: HTMLInputElement, selectAll = false) => {
    placeCaret(input, length, selectAll);
    setWholeSelected(selectsWholeCode(input));
  };

  // A code that is complete or wrong is replaced as a whole by what is typed next.
  const invalid = Boolean(error);
  const hadFocusBeforeDisabled = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !invalid) return;
    if (document.activeElement === input) keepCaret(input, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new error arrives
  }, [invalid]);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (disabled) {
      hadFocusBeforeDisabled.current = focused || document.activeElement === input;
      return;
    }
    // Disabling the input while the code is checked takes the focus away from the shopper: it
    // comes back here, with the code selected when the check says it is wrong.
    if (hadFocusBeforeDisabled.current) {
      hadFocusBeforeDisabled.current = false;
      const active = document.activeElement;
      if (active === null || active === document.body || active === input) {
        input.focus();
        keepCaret(input, invalid);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the field is re-enabled
  }, [disabled]);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) keepCaret(input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- after each change of the code
  }, [code]);

  const update = (next: string) => {
    const typed = onlyDigits(next);
    // A digit typed after a full code starts the next code.
    const digits = (
      typed.length > length && typed.startsWith(code) ? typed.slice(code.length) : typed
    ).slice(0, length);
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
    update(
      pasted.length >= length || selectsWholeCode(event.currentTarget) ? pasted : code + pasted,
    );
  };

  // The box the next digit goes to.
  const activeIndex = wholeSelected ? 0 : Math.min(code.length, length - 1);

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
            className={styles.input}
            value={code}
            disabled={disabled}
            required
            {...control}
            {...props}
            ref={setInput}
            onChange={(event) => update(event.currentTarget.value)}
            onPaste={handlePaste}
            // A tap or an arrow key would put the caret inside the code: it goes back to the end,
            // or a full code is selected whole.
            onSelect={(event) => {
              keepCaret(event.currentTarget);
              onSelect?.(event);
            }}
            onFocus={(event) => {
              setFocused(true);
              keepCaret(event.currentTarget);
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
