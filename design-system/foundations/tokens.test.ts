import { describe, expect, it } from 'vitest';
import { contrastRatio, requiredContrast } from './contrast';
import { contrastPairs, darkColors, lightColors } from './tokens';

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it.each(contrastPairs.map(([fg, bg, kind]) => [fg, bg, kind] as const))(
    '%s on %s reaches the %s level',
    (fg, bg, kind) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(requiredContrast[kind]);
    },
  );
});
