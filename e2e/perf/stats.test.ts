import { expect, test } from 'vitest';
import { alternating, median, percentile, summarise } from './stats';

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

test('alternating measures the origins in turn, run for run, rounding and keeping runs that gave nothing', async () => {
  const calls: string[] = [];
  const results = await alternating(['a', 'b'], 3, async (origin, run) => {
    calls.push(`${origin}${run}`);
    return origin === 'b' && run === 1 ? null : run + (origin === 'a' ? 0.4 : 10.6);
  });
  expect(calls).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  expect(results).toEqual([
    [0, 1, 2],
    [11, null, 13],
  ]);
});
