import { useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  formatPhone,
  nationalDigits,
  parsePhone,
  UZ_COUNTRY_CODE,
  UZ_NATIONAL_LENGTH,
  uzMobilePrefixes,
  type PhoneErrorKind,
} from '../../format';
import { FormField } from '../FormField';
import * as field from '../private/field.css';
import type { DigitMask } from '../private/mask';
import { useMaskedInput } from '../private/useMaskedInput';

const messages = defineMessages({
  label: {
    id: 'ds.phoneField.label',
    defaultMessage: 'Phone number',
    description: 'Default label of the phone number field',
  },
  incomplete: {
    id: 'ds.phoneField.incomplete',
    defaultMessage: 'Enter all 9 digits after +998',
    description: 'Phone field error: the number is too short',
  },
  notMobile: {
    id: 'ds.phoneField.notMobile',
    defaultMessage: 'Enter a mobile number: we send a code by SMS, and landlines cannot receive it',
    description: 'Phone field error: an Uzbek landline (e.g. 71 …) instead of a mobile number',
  },
  notUzbek: {
    id: 'ds.phoneField.notUzbek',
    defaultMessage: 'Enter an Uzbek mobile number starting with +998',
    description: 'Phone field error: a number from another country',
  },
});

const errorMessage: Record<Exclude<PhoneErrorKind, 'empty'>, keyof typeof messages> = {
  incomplete: 'incomplete',
  tooLong: 'notUzbek',
  notMobile: 'notMobile',
  notUzbek: 'notUzbek',
};

const PREFIX = '+998 ';

/**
 * The shopper's digits after the field's own `+998 `. A country code typed or pasted again
 * (`998 90 …`, `+998 90 …` key by key, `8 90 …` with the old trunk prefix) is taken off, so the
 * number means what was meant; a number of another country keeps all its digits, up to
 * `maxDigits`, and is refused as too long rather than cut into an Uzbek one.
 */
export const phoneMask: DigitMask = {
  maxDigits: UZ_COUNTRY_CODE.length + UZ_NATIONAL_LENGTH,
  prefix: PREFIX,
  extract: (raw) => {
    const text = raw.trim();
    if (!text.startsWith('+998')) return nationalDigits(text) ?? text.replace(/\D/g, '');
    const typed = text.slice(4).replace(/\D/g, '');
    return nationalDigits(typed) ?? typed;
  },
  format: (digits) =>
    [formatPhone(digits.slice(0, UZ_NATIONAL_LENGTH)), digits.slice(UZ_NATIONAL_LENGTH)]
      .filter((part) => part !== '')
      .join(' '),
};

/** What is wrong with the digits so far; `null` while they can still become a mobile number. */
function earlyError(digits: string): PhoneErrorKind | null {
  if (digits.length > UZ_NATIONAL_LENGTH) return 'tooLong';
  if (digits.length >= 2 && !(uzMobilePrefixes as readonly string[]).includes(digits.slice(0, 2))) {
    return 'notMobile';
  }
  if (digits.length === UZ_NATIONAL_LENGTH) {
    const parsed = parsePhone(digits);
    return parsed.ok ? null : parsed.error;
  }
  return null;
}

export type PhoneFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  label?: ReactNode;
  hint?: ReactNode;
  /** An error from outside (e.g. the server); shown instead of the field's own checks. */
  error?: ReactNode;
  /** Starting number, E.164 (`+998901234567`) or national digits. */
  defaultValue?: string;
  /**
   * Called on every change with the E.164 number when it is a complete Uzbek mobile number,
   * otherwise with `null` and the reason. `digits` are the national digits typed so far, for a
   * form that keeps what was typed (e.g. to show it again after a step back).
   */
  onValueChange?: (e164: string | null, error: PhoneErrorKind | null, digits: string) => void;
};

/** Uzbek mobile number typed as `+998 90 123 45 67`; reports `+998901234567`. */
export function PhoneField({
  label,
  hint,
  error,
  defaultValue = '',
  onValueChange,
  onBlur,
  id,
  className,
  ...props
}: PhoneFieldProps) {
  const intl = useIntl();
  const initial = phoneMask.extract(defaultValue);
  const masked = useMaskedInput(phoneMask, initial);
  const [touched, setTouched] = useState(false);

  const currentError = earlyError(masked.digits);
  const shownKind: PhoneErrorKind | null =
    currentError ??
    (touched && masked.digits.length > 0 && masked.digits.length < UZ_NATIONAL_LENGTH
      ? 'incomplete'
      : null);
  const ownError =
    shownKind && shownKind !== 'empty'
      ? intl.formatMessage(messages[errorMessage[shownKind]])
      : null;

  return (
    <FormField
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint}
      error={error ?? ownError}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          ref={masked.inputRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 90 123 45 67"
          className={[field.input, field.numeric].join(' ')}
          value={masked.display}
          required
          {...control}
          {...props}
          onChange={(event) => {
            const digits = masked.onChange(event);
            const parsed = parsePhone(digits);
            if (parsed.ok) onValueChange?.(parsed.e164, null, digits);
            else onValueChange?.(null, earlyError(digits) ?? parsed.error, digits);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setTouched(true);
            onBlur?.(event);
          }}
        />
      )}
    </FormField>
  );
}
