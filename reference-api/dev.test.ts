import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './http/dev.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { startHarness, type Harness } from './test/harness.ts';
import { fixture } from './test/fixture.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => h?.close());

const dev = (method: string, path: string, body?: unknown) =>
  fetch(`${h.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('development endpoints', () => {
  it('lists the texted codes by phone, in any spelling of the number', async () => {
    await h.call('POST', '/api/auth/send-otp', {
      body: { phone: '+998901117001', user_type: 'individual' },
    });
    const answer = (await (await dev('GET', '/__dev/outbox?phone=90%20111%2070%2001')).json()) as {
      messages: Array<{ phone: string; code: string; purpose: string }>;
    };
    expect(answer.messages).toEqual([
      expect.objectContaining({ phone: '+998901117001', purpose: 'sign-in' }),
    ]);
    expect(answer.messages[0]!.code).toMatch(/^\d{5}$/);
  });

  it('expires a pending sign-in code at once', async () => {
    const phone = '+998901117002';
    await h.call('POST', '/api/auth/send-otp', { body: { phone, user_type: 'individual' } });
    const code = h.api.outbox.lastCode(phone)!;
    const expired = await dev('POST', `/__dev/expire-codes?phone=${encodeURIComponent(phone)}`);
    expect(await expired.json()).toEqual({ expired: 1 });
    const verify = await h.call<{ code: string }>('POST', '/api/auth/verify-otp', {
      body: { phone, otp: code },
    });
    expect(verify.status).toBe(410);
    expect(verify.body.code).toBe('code_expired');
    // As old as an expired code is: a new one may be asked for at once, not in a minute.
    const again = await h.call('POST', '/api/auth/send-otp', {
      body: { phone, user_type: 'individual' },
    });
    expect(again.status).toBe(200);
    expect(h.api.outbox.lastCode(phone)).not.toBeUndefined();
  });

  it('sets a product’s stock, and the catalogue answers show it at once', async () => {
    const slug = fixture.products[0]!.slug;
    const read = async () =>
      (
        await h.call<{ data: { product: { total_quanity: number } } }>(
          'GET',
          `/api/resources/product/${slug}`,
        )
      ).body.data.product.total_quanity;
    expect(await read()).toBeGreaterThan(2);
    const set = await dev('POST', '/__dev/stock', { slug, quantity: 2 });
    expect(await set.json()).toEqual({ slug, stock: 2 });
    expect(await read()).toBe(2);
    expect(
      (await dev('POST', '/__dev/stock', { slug: 'no-such-product', quantity: 1 })).status,
    ).toBe(404);
    expect((await dev('POST', '/__dev/stock', { slug, quantity: -1 })).status).toBe(422);
  });

  it('refuses to list codes without a phone: no one reads every shopper’s codes', async () => {
    await h.call('POST', '/api/auth/send-otp', {
      body: { phone: '+998901117003', user_type: 'individual' },
    });
    const all = await dev('GET', '/__dev/outbox');
    expect(all.status).toBe(422);
    expect(JSON.stringify(await all.json())).not.toMatch(/\d{5}/);
    expect((await dev('GET', '/__dev/outbox?phone=not-a-phone')).status).toBe(422);
  });

  it('does not exist for a request relayed by a proxy, even from this machine', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const answer = await fetch(`${h.baseUrl}/__dev/outbox?phone=%2B998901117001`, {
        headers: { [header]: header === 'Forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      });
      expect(answer.status, header).toBe(404);
    }
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'counts %s as this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:192.168.1.20', '203.0.113.9', '::', '', undefined])(
    'counts %s as another machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it('does not exist for clients beyond this machine', async () => {
    // The same server reached through a non-loopback address of this machine, when it has one.
    const { networkInterfaces } = await import('node:os');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!external) return;
    const server = createServer((req, res) => h.api.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://${external}:${port}/__dev/outbox?phone=%2B998901117001`);
      expect(answer.status).toBe(404);
      const local = await fetch(`http://127.0.0.1:${port}/__dev/outbox?phone=%2B998901117001`);
      expect(local.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('does not exist when the outbox is off, as in production', async () => {
    const api: ReferenceApi = await createReferenceApi({
      dataDir: 'memory://',
      seed: fixture,
      outbox: false,
      renderImages: false,
      log: () => {},
    });
    try {
      const server = createServer((req, res) => api.handle(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/__dev/stock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug: fixture.products[0]!.slug, quantity: 0 }),
      });
      expect(answer.status).toBe(404);
      server.close();
    } finally {
      await api.close();
    }
  }, 120_000);
});
