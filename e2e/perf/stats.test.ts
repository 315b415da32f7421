import { expect, test } from 'vitest';
import { median, percentile, summarise } from './stats';

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

test('percentiles by nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index);
  expect(percentile(values, 0.99)).toBe(99);
  expect(percentile(values, 0.5)).toBe(50);
  expect(percentile([7], 0.99)).toBe(7);
  expect(percentile([3, 1, 2], 0)).toBe(1);
  expect(() => percentile([], 0.5)).toThrow();
});
