import { describe, expect, it } from 'vitest';
import { formatKilograms } from './weight';

describe('formatKilograms', () => {
  it('writes the decimal separator each language uses, up to three decimals', () => {
    expect(formatKilograms(300, 'uz')).toBe('0,3');
    expect(formatKilograms(300, 'ru')).toBe('0,3');
    expect(formatKilograms(300, 'en')).toBe('0.3');
    expect(formatKilograms(1250, 'uz')).toBe('1,25');
    expect(formatKilograms(2000, 'ru')).toBe('2');
    expect(formatKilograms(1234.6, 'en')).toBe('1.235');
  });
});
