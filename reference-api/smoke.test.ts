import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => h?.close());

describe('smoke', () => {
  it('lists categories', async () => {
    const res = await h.call('GET', '/api/resources/categories');
    expect(res.status).toBe(200);
  });
});
