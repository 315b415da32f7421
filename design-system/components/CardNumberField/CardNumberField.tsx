import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  CARD_NUMBER_LENGTH,
  cardBrand,
  cardBrandNames,
  formatCardNumber,
  luhnValid,
  type CardBrand,
} from '../../format';
import { CardIcon } from '../Icon';
import { FormField } from '../FormField';
import * as field from '../private/field.css';
import type { DigitMask } from '../private/mask';
import { useMaskedInput } from '../private/useMaskedInput';
import * as styles from './CardNumberField.css';

const messages = defineMessages({
  label: {
    id: 'ds.cardNumberField.label',
    defaultMessage: 'Card number',
    description: 'Default label of the card number field',
  },
  incomplete: {
    id: 'ds.cardNumberField.incomplete',
    defaultMessage: 'Enter all 16 digits of the card number',
    description: 'Card number error: too few digits',
  },
  invalid: {
    id: 'ds.cardNumberField.invalid',
    defaultMessage: 'This card number has a typo: check the digits',
    description: 'Card number error: the Luhn checksum fails',
  },
  unsupported: {
    id: 'ds.cardNumberField.unsupported',
    defaultMessage: 'We accept Uzcard, Humo, Visa and Mastercard',
    description: 'Card number error: a card of another payment system',
  },
});

export type CardNumberErrorKind = 'incomplete' | 'invalid' | 'unsupported';

export const cardNumberMask: DigitMask = {
  maxDigits: CARD_NUMBER_LENGTH,
  extract: (raw) => raw.replace(/\D/g, ''),
  format: formatCardNumber,
};

export function cardNumberError(digits: string): CardNumberErrorKind | null {
  if (digits.length < CARD_NUMBER_LENGTH) return 'incomplete';
  if (!luhnValid(digits)) return 'invalid';
  if (!cardBrand(digits)) return 'unsupported';
  return null;
}

export type CardNumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Called on every change with the digits (no spaces), the detected brand and whether the
   * number is complete, passes the Luhn check and is of an accepted brand.
   */
  onValueChange?: (digits: string, details: { brand: CardBrand | null; valid: boolean }) => void;
};

/**
 * Card number in groups of four with the brand (Uzcard, Humo, Visa, Mastercard) shown as it is
 * recognised. The number lives only in this field's state: nothing here stores or logs it.
 */
export function CardNumberField({
  label,
  hint,
  error,
  onValueChange,
  onBlur,
  id,
  className,
  ...props
}: CardNumberFieldProps) {
  const intl = useIntl();
  const masked = useMaskedInput(cardNumberMask, '');
  const [touched, setTouched] = useState(false);
  const brand = cardBrand(masked.digits);
  const kind = cardNumberError(masked.digits);
  const complete = masked.digits.length === CARD_NUMBER_LENGTH;
  const shownKind =
    kind === 'incomplete' ? (touched && masked.digits.length > 0 ? kind : null) : kind;
  const ownError = shownKind ? intl.formatMessage(messages[shownKind]) : null;

  return (
    <FormField
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint}
      error={error ?? (complete || touched ? ownError : null)}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.root}>
          <div className={field.control}>
            <span className={field.adornmentStart}>
              <CardIcon size="md" />
            </span>
            <input
              ref={masked.inputRef}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              className={[
                field.input,
                field.numeric,
                field.withStart,
                field.withEnd,
                styles.number,
              ].join(' ')}
              value={masked.display}
              required
              {...control}
              {...props}
              onChange={(event) => {
                const digits = masked.onChange(event);
                onValueChange?.(digits, {
                  brand: cardBrand(digits),
                  valid: cardNumberError(digits) === null,
                });
              }}
              onBlur={(event) => {
                setTouched(true);
                onBlur?.(event);
              }}
            />
          </div>
          {brand && (
            <span className={[field.adornmentEnd, styles.brandSlot].join(' ')}>
              <span className={styles.brand} data-brand={brand}>
                {cardBrandNames[brand]}
              </span>
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
