import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { formatExpiryInput, validateExpiry, type Expiry, type ExpiryErrorKind } from '../../format';
import { FormField } from '../FormField';
import * as field from '../private/field.css';
import type { DigitMask } from '../private/mask';
import { useMaskedInput } from '../private/useMaskedInput';
import * as styles from './ExpiryField.css';

const messages = defineMessages({
  label: {
    id: 'ds.expiryField.label',
    defaultMessage: 'Valid thru (MM/YY)',
    description: 'Default label of the card expiry field',
  },
  incomplete: {
    id: 'ds.expiryField.incomplete',
    defaultMessage: 'Enter the month and year as on the card, e.g. 08/29',
    description: 'Card expiry error: not all four digits typed',
  },
  invalidMonth: {
    id: 'ds.expiryField.invalidMonth',
    defaultMessage: 'The month must be from 01 to 12',
    description: 'Card expiry error: month 00 or above 12',
  },
  past: {
    id: 'ds.expiryField.past',
    defaultMessage: 'This card has expired',
    description: 'Card expiry error: the date is in the past',
  },
});

export const expiryMask: DigitMask = {
  maxDigits: 4,
  extract: (raw) => formatExpiryInput(raw).replace(/\D/g, ''),
  format: formatExpiryInput,
};

export type ExpiryFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Today, for deciding what is in the past; the current date unless given. */
  now?: Date;
  onValueChange?: (expiry: Expiry | null, error: ExpiryErrorKind | null) => void;
};

/** Card expiry typed as `MM/YY`; months already over are rejected. */
export function ExpiryField({
  label,
  hint,
  error,
  now,
  onValueChange,
  onBlur,
  id,
  className,
  ...props
}: ExpiryFieldProps) {
  const intl = useIntl();
  const masked = useMaskedInput(expiryMask, '');
  const [touched, setTouched] = useState(false);
  const today = now ?? new Date();
  const result = validateExpiry(masked.display, today);
  const kind = result.ok ? null : result.error;
  const shownKind =
    kind === 'incomplete' ? (touched && masked.digits.length > 0 ? kind : null) : kind;

  return (
    <FormField
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint}
      error={error ?? (shownKind ? intl.formatMessage(messages[shownKind]) : null)}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          ref={masked.inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          className={[field.input, field.numeric, styles.input].join(' ')}
          value={masked.display}
          required
          {...control}
          {...props}
          onChange={(event) => {
            masked.onChange(event);
            const next = validateExpiry(formatExpiryInput(event.currentTarget.value), today);
            onValueChange?.(next.ok ? next.expiry : null, next.ok ? null : next.error);
          }}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
        />
      )}
    </FormField>
  );
}
