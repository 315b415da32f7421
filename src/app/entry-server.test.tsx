import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const config = { apiUrl: '', publicUrl: 'https://savat.uz', mapsApiKey: '' };

const answers: Record<string, unknown> = {
  '/api/resources/categories': { data: [] },
  '/api/store/stores': { data: [] },
  '/api/content/pages/about': {
    data: {
      slug: 'about',
      title: 'Biz haqimizda',
      body: '<p>Savat <script>alert(1)</script></p>',
      updated_at: '2026-01-01T00:00:00Z',
    },
  },
};

async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  const body = answers[pathname];
  return body
    ? new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    : new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
}

describe('server rendering', () => {
  it('settles the page, renders it and serialises a non-empty scope', async () => {
    const page = await render({
      url: '/uz/about',
      config,
      apiBaseUrl: 'http://api.test',
      fetch: fakeFetch,
    });
    expect(page.status).toBe(200);
    expect(page.htmlLang).toBe('uz-Latn');
    expect(page.head).toContain('<title data-head>Biz haqimizda — Savat</title>');
    expect(page.head).toContain('hreflang="x-default" href="https://savat.uz/uz/about"');
    expect(page.body).toContain('Savat ');
    expect(page.body).not.toContain('<script>');
    const state = JSON.parse(page.state) as Record<string, unknown>;
    expect(Object.keys(state).length).toBeGreaterThan(2);
    expect(Object.values(state)).toContainEqual(expect.objectContaining({ slug: 'about' }));
  });

  // The server never knows the session (the token stays in the browser): a signed-in shopper's
  // page is rendered in its loading state, which still has the page's heading.
  it.each([
    ['/uz/account', 'Profilim'],
    ['/uz/account/orders', 'Buyurtmalarim'],
    ['/uz/account/orders/5001', 'Buyurtma'],
    ['/ru/account/orders/5001', 'Заказ'],
    ['/uz/checkout', 'Buyurtmani rasmiylashtirish'],
    ['/en/checkout', 'Checkout'],
    ['/uz/checkout/payment?tid=abc', 'Toʻlov'],
    ['/uz/checkout/confirmed?tid=abc', 'Buyurtma tasdiqlandi!'],
    ['/uz/wvs/orders', 'Buyurtmalarim'],
  ])('renders %s with one level-one heading, "%s"', async (url, heading) => {
    const page = await render({ url, config, apiBaseUrl: 'http://api.test', fetch: fakeFetch });
    const headings = [...page.body.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headings).toEqual([heading]);
  });

  it('answers 404 with the missing address for an unknown page', async () => {
    const page = await render({
      url: '/ru/no-such-page',
      config,
      apiBaseUrl: 'http://api.test',
      fetch: fakeFetch,
    });
    expect(page.status).toBe(404);
    expect(page.body).toContain('Страница не найдена: /ru/no-such-page');
  });

  it('answers 404 for an unknown content page slug', async () => {
    const page = await render({
      url: '/en/pages/nope',
      config,
      apiBaseUrl: 'http://api.test',
      fetch: fakeFetch,
    });
    expect(page.status).toBe(404);
  });
});
