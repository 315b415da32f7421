import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsd, NNBSP } from './money';

describe('formatMoney', () => {
  it('groups with a narrow no-break space and adds the sum suffix per locale', () => {
    expect(formatMoney(12500, 'uz')).toBe(`12${NNBSP}500${NNBSP}soʻm`);
    expect(formatMoney(12500, 'ru')).toBe(`12${NNBSP}500${NNBSP}сум`);
    expect(formatMoney(12500, 'en')).toBe(`12${NNBSP}500${NNBSP}sum`);
  });

  it('handles small, large, zero and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe(`0${NNBSP}sum`);
    expect(formatMoney(999, 'en')).toBe(`999${NNBSP}sum`);
    expect(formatMoney(1000, 'en')).toBe(`1${NNBSP}000${NNBSP}sum`);
    expect(formatMoney(1234567, 'uz')).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}soʻm`);
    expect(formatMoney(-5000, 'en')).toBe(`−5${NNBSP}000${NNBSP}sum`);
  });

  it('shows whole sums only', () => {
    expect(formatMoney(1999.6, 'en')).toBe(`2${NNBSP}000${NNBSP}sum`);
  });

  it('writes oʻ with U+02BB', () => {
    expect(formatMoney(1, 'uz')).toContain('so\u02bbm');
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN, 'uz')).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('prints dollars with two decimals', () => {
    expect(formatUsd(4.99)).toBe('$4.99');
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(-2.5)).toBe('−$2.50');
  });
});
