import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ProductPage, ProductSummary } from '@/shared/api';
import { prepareQuery, searchWithFallback } from './search';

const found = (count: number): ProductPage => ({
  data: Array.from({ length: count }, (_, id) => ({ id }) as ProductSummary),
  meta: { page: 1, per_page: 24, total: count, pages: count > 0 ? 1 : 0 },
});

function fakeClient(answers: Record<string, ProductPage>) {
  const queries: string[] = [];
  const client = {
    GET: vi.fn(async (_path: string, init: { params: { query: { q: string } } }) => {
      const q = init.params.query.q;
      queries.push(q);
      return { data: answers[q] ?? found(0), response: new Response(null, { status: 200 }) };
    }),
  } as unknown as ApiClient;
  return { client, queries };
}

describe('search query preparation', () => {
  it('folds apostrophe variants and collapses whitespace', () => {
    expect(prepareQuery("  o'simlik   yog`i ")).toBe('oʻsimlik yogʻi');
    expect(prepareQuery('g’alla')).toBe('gʻalla');
  });

  it('drops control characters and broken surrogate halves, which the API refuses', () => {
    expect(prepareQuery('sut\u0000 1\tl\u001F')).toBe('sut 1 l');
    expect(prepareQuery('olma\uD800')).toBe('olma');
    expect(prepareQuery('olma 🍎')).toBe('olma 🍎');
  });
});

describe('searchWithFallback', () => {
  it('sends the tidied query once when something is found', async () => {
    const { client, queries } = fakeClient({ 'oʻsimlik yogʻi': found(2) });
    const outcome = await searchWithFallback(client, { q: "o'simlik  yog'i", locale: 'uz' });
    expect(queries).toEqual(['oʻsimlik yogʻi']);
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.result.data).toHaveLength(2);
  });

  it('retries once in the other keyboard layout and says so', async () => {
    const { client, queries } = fakeClient({ sut: found(3) });
    const outcome = await searchWithFallback(client, { q: 'ыге', locale: 'uz' });
    expect(queries).toEqual(['ыге', 'sut']);
    expect(outcome.correctedQuery).toBe('sut');
    expect(outcome.result.data).toHaveLength(3);
  });

  it('keeps the retry within the 100 characters the API takes', async () => {
    // Each i is ш on the Russian layout, whose key is sh: twice as long.
    const { client, queries } = fakeClient({});
    await searchWithFallback(client, { q: 'i'.repeat(100), locale: 'uz' });
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe('sh'.repeat(50));
  });

  it('reports nothing found when the retry finds nothing either', async () => {
    const { client, queries } = fakeClient({});
    const outcome = await searchWithFallback(client, { q: 'qwerty', locale: 'en' });
    expect(queries).toHaveLength(2);
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.result.data).toHaveLength(0);
  });

  it('does not retry for a page past the end of what the query found', async () => {
    const pastTheEnd: ProductPage = {
      data: [],
      meta: { page: 3, per_page: 24, total: 18, pages: 1 },
    };
    const { client, queries } = fakeClient({ goʻsht: pastTheEnd, ujie: found(2) });
    const outcome = await searchWithFallback(client, { q: 'goʻsht', locale: 'uz', page: 3 });
    expect(queries).toEqual(['goʻsht']);
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.result.meta.total).toBe(18);
  });
});
