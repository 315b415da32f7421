import sharp from 'sharp';
import { expect, test, waitForHydration } from './fixtures';
import { signIn } from './flows/support';

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

test.describe('response headers', () => {
  test('pages carry a strict policy with a fresh nonce and the hardening headers', async ({
    request,
  }) => {
    const first = await request.get('/uz');
    const second = await request.get('/uz');
    const policy = first.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(nonceOf(policy)).toBeTruthy();
    expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonceOf(policy));
    expect(await first.text()).toContain(`nonce="${nonceOf(policy)}"`);

    const headers = first.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The first visit sets the locale cookie, so it is revalidated every time; the next one (the
    // cookie unchanged) may be kept briefly by shared caches too.
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['set-cookie']).toContain('locale=uz');
    expect(second.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(second.headers()['set-cookie']).toBeUndefined();
  });

  test('the maps hosts are allowed only on pages with a map', async ({ request }) => {
    const policy = async (path: string) =>
      (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(await policy('/uz/catalog')).not.toContain('yandex');
    expect(await policy('/uz/markets')).toContain('https://api-maps.yandex.ru');
  });

  test('personal pages are never stored; hashed files are immutable; the worker is revalidated', async ({
    request,
  }) => {
    for (const path of ['/uz/account', '/ru/cart', '/en/checkout', '/uz/wvs/orders']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store');
    }
    const html = await (await request.get('/uz')).text();
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    expect((await request.get(entry ?? '')).headers()['cache-control']).toContain('immutable');
    for (const path of ['/sw.js', '/latest-build.json']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });
});

test.describe('in the browser', () => {
  test('the policy blocks an inline script injected into the page and injected event handlers', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { violations?: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(event.effectiveDirective),
      );
    });
    // As a reflected injection would arrive: inside the server's HTML, under its policy.
    await page.route('**/uz/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div id="root">',
        '<script>window.injectedScript = true</script><div id="root">',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/uz/about');
    await waitForHydration(page);
    const marks = () =>
      page.evaluate(() => {
        const state = window as Window & {
          injectedScript?: boolean;
          injectedHandler?: boolean;
          violations?: string[];
        };
        return {
          script: Boolean(state.injectedScript),
          handler: Boolean(state.injectedHandler),
          violations: state.violations ?? [],
        };
      });
    expect((await marks()).script).toBe(false);
    expect((await marks()).violations).toEqual([expect.stringMatching(/^script-src/)]);

    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/missing.png" onerror="window.injectedHandler = true">';
      document.body.append(holder);
    });
    await expect.poll(async () => (await marks()).violations.length).toBe(2);
    expect((await marks()).handler).toBe(false);
  });

  test('a javascript: link is refused and the shopper is told', async ({ page }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'javascript:window.linkRan = true';
      link.textContent = 'Aksiya';
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Aksiya' }).click();
    await expect(page.getByText('Havola notoʻgʻri')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { linkRan?: boolean }).linkRan)).toBe(
      undefined,
    );
    await expect(page).toHaveURL(/\/uz$/);
  });

  test('signed-in browsing leaves nothing personal in the caches', async ({ page, request }) => {
    const phone = '+998901234599';
    await request.post('/api/auth/send-otp', { data: { phone, user_type: 'individual' } });
    const outbox = (await (await request.get(`/__dev/outbox?phone=${phone.slice(1)}`)).json()) as {
      messages: Array<{ code: string }>;
    };
    const otp = outbox.messages.at(-1)?.code ?? '';
    const verified = (await (
      await request.post('/api/auth/verify-otp', { data: { phone, otp } })
    ).json()) as { access_token: string };
    expect(verified.access_token).toBeTruthy();

    await page.goto('/uz');
    await page.evaluate(
      (token) =>
        localStorage.setItem(
          'auth',
          JSON.stringify({ isAuthenticated: true, token, user: null, userType: 'individual' }),
        ),
      verified.access_token,
    );
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto('/uz/products/bananas');
    await waitForHydration(page);
    await page.goto('/uz/catalog');
    await waitForHydration(page);
    const personal = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          const { pathname } = new URL(key.url);
          if (
            /^\/api\/(auth|profile|orders|payments)|^\/(uz|ru|en)\/(account|checkout|cart|wvs)/.test(
              pathname,
            )
          )
            found.push(pathname);
        }
      }
      return { found, caches: await caches.keys() };
    });
    expect(personal.caches.length).toBeGreaterThan(0);
    expect(personal.found).toEqual([]);
  });
});

test.describe('personal media', () => {
  test('a profile photo is shown but never kept by the offline worker', async ({ page }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await signIn(page);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
    );
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post('/api/profile/upload-photo', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(200);
    const { photo } = (await uploaded.json()) as { photo: string };
    // A catalogue picture, which the worker does keep, shows when its storing has happened.
    const picture = await page.evaluate(() =>
      Array.from(document.images)
        .map((image) => new URL(image.currentSrc || image.src).pathname)
        .find((path) => path.startsWith('/api/media/') && !path.startsWith('/api/media/photo-')),
    );
    expect(picture).toBeTruthy();
    // The page shows both, through the worker, as the profile screen shows the photo.
    const widths = await page.evaluate(
      async (sources) =>
        Promise.all(
          sources.map(async (src) => {
            const image = new Image();
            image.src = `${src}?shown=1`;
            await image.decode();
            return image.naturalWidth;
          }),
        ),
      [photo, picture!],
    );
    expect(widths[0]).toBe(512);
    const answer = await page.request.get(photo);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
        }
        return urls;
      });
    await expect.poll(kept).toContain(picture);
    expect((await kept()).filter((path) => path.startsWith('/api/media/photo-'))).toEqual([]);
  });
});
