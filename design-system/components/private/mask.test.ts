import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../../format';
import { applyMask, type DigitMask } from './mask';

const phone: DigitMask = {
  maxDigits: 9,
  prefix: '+998 ',
  extract: (raw) => {
    const digits = raw.replace(/\D/g, '');
    return raw.trim().startsWith('+998') ? digits.slice(3) : digits;
  },
  format: (digits) =>
    ['+998', digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)]
      .filter(Boolean)
      .join(' '),
};

const card: DigitMask = {
  maxDigits: 16,
  extract: (raw) => raw.replace(/\D/g, ''),
  format: formatCardNumber,
};

describe('applyMask', () => {
  it('formats the first typed digit and puts the caret after it', () => {
    expect(applyMask(phone, '9', 1, '')).toEqual({ digits: '9', display: '+998 9', caret: 6 });
  });

  it('keeps the prefix digits out of the number while typing', () => {
    expect(applyMask(phone, '+998 90 1234', 12, '+998 90 123')).toEqual({
      digits: '901234',
      display: '+998 90 123 4',
      caret: 13,
    });
  });

  it('accepts a pasted international number', () => {
    expect(applyMask(phone, '+998 90 123 45 67', 17, '').digits).toBe('901234567');
  });

  it('deletes the digit before a separator removed with Backspace', () => {
    // "8600 1234" with the caret after the space; Backspace removes the space.
    expect(applyMask(card, '86001234', 4, '8600 1234')).toEqual({
      digits: '8601234',
      display: '8601 234',
      caret: 3,
    });
  });

  it('keeps the caret in place when a digit is inserted in the middle', () => {
    expect(applyMask(card, '86000 1234', 4, '8600 1234')).toEqual({
      digits: '860001234',
      display: '8600 0123 4',
      caret: 4,
    });
  });

  it('cuts input at the maximum length', () => {
    expect(applyMask(card, '8600 1234 1234 1234 99', 22, '8600 1234 1234 1234').digits).toBe(
      '8600123412341234',
    );
  });

  it('empties the box when every digit is gone', () => {
    expect(applyMask(phone, '+998 ', 5, '+998 9')).toEqual({ digits: '', display: '', caret: 0 });
  });
});
