import { describe, expect, it } from 'vitest';
import {
  expiryToMmYy,
  formatExpiryInput,
  isExpiryInPast,
  parseExpiry,
  validateExpiry,
} from './expiry';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('expiry', () => {
  it('parses MM/YY', () => {
    expect(parseExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry('0130')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('1/27')).toBeNull();
  });

  it('treats the current month as still valid', () => {
    expect(isExpiryInPast({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('validates with a reason', () => {
    expect(validateExpiry('12/2', now)).toEqual({ ok: false, error: 'incomplete' });
    expect(validateExpiry('14/28', now)).toEqual({ ok: false, error: 'invalidMonth' });
    expect(validateExpiry('01/25', now)).toEqual({ ok: false, error: 'past' });
    expect(validateExpiry('01/28', now)).toEqual({ ok: true, expiry: { month: 1, year: 2028 } });
  });

  it('formats input while typing and for providers', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('5')).toBe('05');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('1227')).toBe('12/27');
    expect(formatExpiryInput('12/275')).toBe('12/27');
    expect(expiryToMmYy({ month: 3, year: 2029 })).toBe('0329');
  });
});
