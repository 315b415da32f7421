import { describe, expect, it } from 'vitest';
import { cssUsageProblems, cssUsageTable, usedBytes, type CssUsage } from './css-usage';

describe('CSS used by a page', () => {
  it('counts a byte once when a rule it belongs to matched on either screen', () => {
    expect(
      usedBytes(100, [
        [
          { start: 0, end: 10 },
          { start: 50, end: 60 },
        ],
        [{ start: 5, end: 20 }],
      ]),
    ).toBe(30);
    expect(usedBytes(10, [])).toBe(0);
  });

  const usage = (page: string, share: number): CssUsage => ({
    page,
    share,
    transferBytes: 7_700,
    bytes: 52_000,
    usedBytes: Math.round(52_000 * share),
    stylesheets: 1,
  });

  it('holds each page to using 60 % of what it loads', () => {
    expect(cssUsageProblems([usage('/uz', 0.61), usage('/uz/cart', 0.43)])).toEqual([
      '/uz/cart: uses 43 % of its CSS < 60 %',
    ]);
  });

  it('puts this build and the baseline side by side', () => {
    expect(cssUsageTable([[usage('/uz', 0.48)], [usage('/uz', 0.21)]], ['this', 'base'])).toBe(
      [
        '| page | this | base |',
        '| --- | --- | --- |',
        '| /uz | 7.5 KB, 48 % used | 7.5 KB, 21 % used |',
      ].join('\n'),
    );
  });
});
