import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, luhnValid, maskCardNumber } from './card';

describe('luhnValid', () => {
  it.each(['4111 1111 1111 1111', '5555555555554444', '8600 0000 0000 0007', '9860000000000000'])(
    'accepts %s',
    (number) => expect(luhnValid(number)).toBe(true),
  );
  it.each(['4111 1111 1111 1112', '8600 0000 0000 0000', '1234', ''])('rejects %j', (number) =>
    expect(luhnValid(number)).toBe(false),
  );
});

describe('cardBrand', () => {
  it.each([
    ['8600 1234', 'uzcard'],
    ['9860 1234', 'humo'],
    ['4111', 'visa'],
    ['5105', 'mastercard'],
    ['2221 0000', 'mastercard'],
    ['2720 9999', 'mastercard'],
    ['2721 0000', null],
    ['6011', null],
    ['', null],
  ] as const)('%j is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe('formatting', () => {
  it('groups by four and stops at 16 digits', () => {
    expect(formatCardNumber('86001234')).toBe('8600 1234');
    expect(formatCardNumber('860012341234123499')).toBe('8600 1234 1234 1234');
    expect(formatCardNumber('86001')).toBe('8600 1');
  });
  it('masks all but the first and last four', () => {
    expect(maskCardNumber('8600123412341234')).toBe('8600 •••• •••• 1234');
  });
});
