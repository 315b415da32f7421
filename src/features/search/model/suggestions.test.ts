import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@/shared/api';
import {
  $correctedQuery,
  $nothingFound,
  $suggestions,
  queryChanged,
  suggestFx,
  suggestionsClosed,
} from './suggestions';

const product = (id: number) => ({ id, slug: `p-${id}`, name: `Mahsulot ${id}` }) as ProductSummary;
const outcome = (q: string, ids: number[], correctedQuery: string | null = null) => ({
  query: q,
  correctedQuery,
  result: { data: ids.map(product), meta: { page: 1, per_page: 6, total: ids.length, pages: 1 } },
});

describe('search suggestions', () => {
  it('waits until typing pauses and asks once for the latest text', async () => {
    const handler = vi.fn(async (_api: unknown, { q }: { q: string }) => outcome(q, [1, 2]));
    const scope = fork({ handlers: [[suggestFx, handler]] });
    const typing = ['s', 'su', 'sut'].map((text) =>
      allSettled(queryChanged, { scope, params: text }),
    );
    await Promise.all(typing);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[1].q).toBe('sut');
    expect(scope.getState($suggestions).map((p) => p.id)).toEqual([1, 2]);
  });

  it('cancels a request the shopper typed past and ignores its answer', async () => {
    const signals: AbortSignal[] = [];
    let releaseFirst!: () => void;
    const handler = vi.fn(
      async (_api: unknown, { q, signal }: { q: string; signal: AbortSignal }) => {
        signals.push(signal);
        if (q === 'non') {
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
          return outcome(q, [9]);
        }
        return outcome(q, [3]);
      },
    );
    const scope = fork({ handlers: [[suggestFx, handler]] });
    const first = allSettled(queryChanged, { scope, params: 'non' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = allSettled(queryChanged, { scope, params: 'nonlar' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    releaseFirst();
    await Promise.all([first, second]);
    expect(signals[0]?.aborted).toBe(true);
    expect(scope.getState($suggestions).map((p) => p.id)).toEqual([3]);
  });

  it('does not ask for fewer than two letters and clears on close', async () => {
    const handler = vi.fn(async (_api: unknown, { q }: { q: string }) => outcome(q, [1], 'sut'));
    const scope = fork({ handlers: [[suggestFx, handler]] });
    await allSettled(queryChanged, { scope, params: 'ыге' });
    expect(scope.getState($correctedQuery)).toBe('sut');
    await allSettled(queryChanged, { scope, params: 's' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($suggestions)).toEqual([]);
    await allSettled(suggestionsClosed, { scope });
    expect(scope.getState($suggestions)).toEqual([]);
  });

  it('drops the earlier query suggestions when the request for the new text fails', async () => {
    const handler = vi.fn(async (_api: unknown, { q }: { q: string }) => {
      if (q === 'non') throw new Error('offline');
      return outcome(q, [1, 2], 'sut');
    });
    const scope = fork({ handlers: [[suggestFx, handler]] });
    await allSettled(queryChanged, { scope, params: 'sut' });
    expect(scope.getState($suggestions).map((p) => p.id)).toEqual([1, 2]);
    await allSettled(queryChanged, { scope, params: 'non' });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($suggestions)).toEqual([]);
    expect(scope.getState($correctedQuery)).toBeNull();
  });

  it('says nothing was found only once the text in the box was answered with no product', async () => {
    let fail = false;
    const handler = vi.fn(async (_api: unknown, { q }: { q: string }) => {
      if (fail) throw new Error('offline');
      return outcome(q, q === 'sut' ? [1] : []);
    });
    const scope = fork({ handlers: [[suggestFx, handler]] });
    const typed = allSettled(queryChanged, { scope, params: 'qatiqlar' });
    // Typed, not answered yet.
    expect(scope.getState($nothingFound)).toBe(false);
    await typed;
    expect(scope.getState($nothingFound)).toBe(true);
    // Another text: nothing is said of it until its own answer.
    const more = allSettled(queryChanged, { scope, params: 'sut' });
    expect(scope.getState($nothingFound)).toBe(false);
    await more;
    expect(scope.getState($nothingFound)).toBe(false);
    // A request that failed is no answer.
    fail = true;
    await allSettled(queryChanged, { scope, params: 'qatiq' });
    expect(scope.getState($nothingFound)).toBe(false);
    fail = false;
    await allSettled(queryChanged, { scope, params: 'qatiqlar' });
    await allSettled(suggestionsClosed, { scope });
    expect(scope.getState($nothingFound)).toBe(false);
  });
});
