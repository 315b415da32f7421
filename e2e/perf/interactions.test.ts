import { describe, expect, test } from 'vitest';
import { interactionMs, interactionTable, medianOf, type EventEntry } from './interactions';

const entry = (name: string, startTime: number, duration: number, interactionId: number) =>
  ({ name, startTime, duration, interactionId }) satisfies EventEntry;

describe('the duration of an interaction', () => {
  test('is its longest event, after the moment given', () => {
    const entries = [
      // An earlier press, before the one measured.
      entry('click', 100, 300, 7),
      entry('pointerdown', 1000, 24, 9),
      entry('pointerup', 1010, 40, 9),
      entry('click', 1012, 152, 9),
      // Not an interaction (no id): a hover.
      entry('pointerover', 1001, 400, 0),
    ];
    expect(interactionMs(entries, 900)).toBe(152);
  });

  test('is the first interaction’s when another followed it', () => {
    const entries = [
      entry('keydown', 2000, 64, 12),
      entry('keyup', 2040, 16, 12),
      entry('click', 2300, 200, 13),
    ];
    expect(interactionMs(entries, 1900)).toBe(64);
  });

  test('is unknown when nothing was reported', () => {
    expect(interactionMs([entry('click', 100, 300, 7)], 500)).toBeNull();
    expect(interactionMs([], 0)).toBeNull();
  });
});

test('the median leaves out runs that reported nothing', () => {
  expect(medianOf([120, null, 80, 96])).toBe(96);
  expect(medianOf([null, null])).toBeNull();
});

test('the table gives each build’s median and runs, and the ratio to the baseline', () => {
  const table = interactionTable(
    [
      {
        interaction: 'open the filters',
        medians: [96, 240],
        runs: [
          [96, 88, 104],
          [240, 232, 256],
        ],
      },
      { interaction: 'open the sign-in dialog', medians: [null, 72], runs: [[null], [72]] },
    ],
    ['this build', 'baseline'],
  );
  expect(table.split('\n')).toEqual([
    '| interaction | this build ms (runs) | baseline ms (runs) | ratio |',
    '|---|---|---|---|',
    '| open the filters | 96 (96, 88, 104) | 240 (240, 232, 256) | 0.40 |',
    '| open the sign-in dialog | — (—) | 72 (72) | — |',
  ]);
});
