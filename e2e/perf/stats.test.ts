import { expect, test } from 'vitest';
import { median, summarise } from './stats';

test('median of odd and even counts', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow();
});

test('summary keeps every run and the extremes', () => {
  expect(summarise([98, 100, 99, 100, 97])).toEqual({
    median: 99,
    min: 97,
    max: 100,
    runs: [98, 100, 99, 100, 97],
  });
});
