import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('+998901230031');
  bob = await h.signIn('+998911230032');
}, 180_000);
afterAll(async () => h?.close());

type Address = {
  id: number;
  region: string;
  city: string;
  address: string;
  flat: string;
  address_comment: string;
  location: { lat: number; lng: number } | null;
  is_default: boolean;
};

const home = {
  region: 'tashkent',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
};
const office = {
  region: 'tashkent',
  city: 'Yunusobod',
  address: 'Amir Temur shoh koʻchasi 108',
  address_comment: 'Ресепшн на первом этаже',
  location: { lat: 41.3389, lng: 69.2848 },
};

async function save(token: string, input: object): Promise<Address> {
  const answer = await h.call<{ data: Address }>('POST', '/api/addresses', { token, body: input });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const addresses = async (token: string) =>
  (await h.call<{ data: Address[] }>('GET', '/api/addresses', { token })).body.data;

describe('the address book', () => {
  it('saves addresses; the first is the default and is listed first', async () => {
    const first = await save(alice, home);
    expect(first).toMatchObject({ ...home, entrance: '', location: null, is_default: true });
    const second = await save(alice, office);
    expect(second).toMatchObject({ ...office, flat: '', is_default: false });
    expect((await addresses(alice)).map((a) => [a.id, a.is_default])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('makes exactly one address the default', async () => {
    const [first, second] = await addresses(alice);
    const answer = await h.call<{ data: Address[] }>(
      'PUT',
      `/api/addresses/${second!.id}/default`,
      { token: alice },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((a) => [a.id, a.is_default])).toEqual([
      [second!.id, true],
      [first!.id, false],
    ]);
  });

  it('replaces every field on edit and keeps the default where it was', async () => {
    const [office] = await addresses(alice);
    const answer = await h.call<{ data: Address }>('PUT', `/api/addresses/${office!.id}`, {
      token: alice,
      body: { region: 'tashkent', city: 'Mirobod', address: 'Taras Shevchenko koʻchasi 3' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: office!.id,
      city: 'Mirobod',
      address_comment: '',
      location: null,
      is_default: true,
    });
  });

  it('refuses an address without a street or with an unknown region, never a 5xx', async () => {
    const noStreet = await h.call<{ code: string }>('POST', '/api/addresses', {
      token: alice,
      body: { region: 'tashkent', city: 'Chilonzor', address: '' },
    });
    expect(noStreet.status).toBe(422);
    expect(noStreet.body.code).toBe('validation_failed');
    const region = await h.call('POST', '/api/addresses', {
      token: alice,
      body: { ...home, region: 'atlantis' },
    });
    expect(region.status).toBe(422);
    expect(await addresses(alice)).toHaveLength(2);
  });

  it('answers another shopper’s address exactly like a missing one, and changes nothing', async () => {
    const before = await addresses(alice);
    const id = before[0]!.id;
    for (const [method, path, body] of [
      ['PUT', `/api/addresses/${id}`, home],
      ['DELETE', `/api/addresses/${id}`, undefined],
      ['PUT', `/api/addresses/${id}/default`, undefined],
    ] as const) {
      const answer = await h.call<{ code: string }>(method, path, { token: bob, body });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect(await addresses(alice)).toEqual(before);
    expect(await addresses(bob)).toEqual([]);
  });

  it('removing the default hands it to the newest address left; a removed address is 404', async () => {
    const third = await save(alice, {
      region: 'tashkent',
      city: 'Olmazor',
      address: 'Qorasaroy 5',
    });
    const [theDefault] = await addresses(alice);
    const removed = await h.call('DELETE', `/api/addresses/${theDefault!.id}`, { token: alice });
    expect(removed.status).toBe(204);
    const left = await addresses(alice);
    expect(left.map((a) => [a.id, a.is_default])).toEqual([
      [third.id, true],
      [left[1]!.id, false],
    ]);
    const again = await h.call('DELETE', `/api/addresses/${theDefault!.id}`, { token: alice });
    expect(again.status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/api/addresses')).status).toBe(401);
    expect((await h.call('POST', '/api/addresses', { body: home })).status).toBe(401);
    expect((await h.call('DELETE', '/api/addresses/1')).status).toBe(401);
    expect((await h.call('PUT', '/api/addresses/1/default')).status).toBe(401);
  });
});
