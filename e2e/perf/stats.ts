/** Small statistics for benchmark runs: medians and minimums over several runs. */

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function summarise(values: number[]): Summary {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values,
  };
}

/** The smallest value at or above the given fraction of the sorted values (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] as number;
}

/**
 * `measure` made `runs` times on each origin, alternating origins run for run (so that a busy
 * moment of the machine falls on every build alike): each origin's results in turn, a number (in
 * milliseconds) rounded, `null` where a run gave none.
 */
export async function alternating<T = number | null>(
  origins: readonly string[],
  runs: number,
  measure: (origin: string, run: number) => Promise<T>,
): Promise<T[][]> {
  const collected = origins.map(() => [] as T[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, origin] of origins.entries()) {
      const measured = await measure(origin, run);
      collected[index]?.push(typeof measured === 'number' ? (Math.round(measured) as T) : measured);
    }
  }
  return collected;
}
