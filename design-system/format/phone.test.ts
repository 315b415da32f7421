import { describe, expect, it } from 'vitest';
import { formatPhone, isUzMobile, maskPhone, parsePhone, uzMobilePrefixes } from './phone';

describe('parsePhone', () => {
  it.each([
    '901234567',
    '+998901234567',
    '+998 90 123 45 67',
    '998901234567',
    '(90) 123-45-67',
    '8 90 123 45 67',
  ])('reads %s as +998901234567', (input) => {
    expect(parsePhone(input)).toEqual({ ok: true, e164: '+998901234567', national: '901234567' });
  });

  it('accepts every mobile prefix', () => {
    for (const prefix of uzMobilePrefixes) {
      expect(parsePhone(`${prefix}1234567`)).toMatchObject({
        ok: true,
        e164: `+998${prefix}1234567`,
      });
    }
  });

  it.each([
    ['', 'empty'],
    ['90123', 'incomplete'],
    ['9012345678', 'tooLong'],
    ['712345678', 'notMobile'],
    ['+998 55 123 45 67', 'notMobile'],
    ['+7 912 345 67 89', 'notUzbek'],
  ] as const)('rejects %j as %s', (input, error) => {
    expect(parsePhone(input)).toEqual({ ok: false, error });
  });

  it('isUzMobile agrees with parsePhone', () => {
    expect(isUzMobile('+998 99 000 00 00')).toBe(true);
    expect(isUzMobile('+998 71 200 00 00')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('masks complete and partial numbers', () => {
    expect(formatPhone('901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('9012')).toBe('+998 90 12');
    expect(formatPhone('')).toBe('+998');
  });

  it('maskPhone hides the middle digits', () => {
    expect(maskPhone('+998901234567')).toBe('+998 90 *** ** 67');
  });

  it("maskPhone shows a bank's masked number the same way", () => {
    expect(maskPhone('99890*****02')).toBe('+998 90 *** ** 02');
    expect(maskPhone('+998 93 ***** 45')).toBe('+998 93 *** ** 45');
  });
});
