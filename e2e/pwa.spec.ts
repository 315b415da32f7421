import type { Page } from '@playwright/test';
import { documentMarked, expect, markDocument, test, waitForHydration } from './fixtures';

/** Waits until the offline worker is active and controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline worker', () => {
  test('installs, sets the offline-ready flag and stores the offline pages', async ({ page }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await waitForWorker(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('savat:offline-ready')))
      .toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('savat-offline-')) continue;
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(stored).toEqual(
      expect.arrayContaining(['/offline/uz.html', '/offline/ru.html', '/offline/en.html']),
    );
  });

  test('offline: a visited page comes from the cache, an unvisited one shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await waitForWorker(page);
    // Loaded through the worker, so the page, its code and its data are stored.
    await page.goto('/ru/products/bananas');
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBeTruthy();

    await context.setOffline(true);
    await page.goto('/ru/products/bananas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await waitForHydration(page);
    const banner = page.getByRole('status').filter({ hasText: 'Нет подключения к интернету' });
    await expect(banner).toBeVisible();
    // The banner's code and styles, not part of the page's start, came from the caches: it shows
    // as an alert, on a coloured ground.
    await expect
      .poll(() =>
        banner
          .locator('> *')
          .first()
          .evaluate((alert) => getComputedStyle(alert).backgroundColor),
      )
      .not.toBe('rgba(0, 0, 0, 0)');

    await page.goto('/ru/brands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет подключения к интернету');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No internet connection');

    await context.setOffline(false);
    await page.goto('/ru/brands');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Нет подключения к интернету',
    );
  });

  test('an updated worker reloads the page once, and the guard stops a second reload within 10 s', async ({
    page,
  }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await waitForWorker(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await markDocument(page);
    // A worker from another script address is an update: it installs, activates and takes over.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=2'));
    await expect.poll(() => loads).toBe(1);
    await waitForHydration(page);
    expect(await documentMarked(page)).toBe(false);

    await markDocument(page);
    // However slowly this page came back, the next update arrives within the guard's 10 s.
    await page.evaluate(() => sessionStorage.setItem('savat:reloaded-at', String(Date.now())));
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=3'));
    await page.waitForFunction(() =>
      navigator.serviceWorker.controller?.scriptURL.endsWith('release=3'),
    );
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    expect(await documentMarked(page)).toBe(true);
  });
});

test.describe('new builds and failed chunks', () => {
  // Routed answers must reach the page, not the worker.
  test.use({ serviceWorkers: 'block' });

  test('a new build id turns the next navigation into a full page load', async ({ page }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await markDocument(page);
    // Without a new build, navigation stays inside the page. Links are followed from the
    // keyboard: scrolled to the footer, the cards above it may still settle their height, and a
    // pointer click at the link's old place would miss it.
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    await footerLinks.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/uz$/);
    expect(await documentMarked(page)).toBe(true);

    await page.route('**/latest-build.json', (route) =>
      route.fulfill({
        json: { buildId: 'a-newer-build' },
        headers: { 'Cache-Control': 'no-cache' },
      }),
    );
    const checked = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/latest-build.json'),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await checked;
    // The answer has reached the page; reading it takes the page a few tasks more, which a busy
    // machine may delay.
    await page.waitForTimeout(1000);

    const loaded = page.waitForEvent('load');
    await footerLinks.nth(1).focus();
    await page.keyboard.press('Enter');
    await loaded;
    expect(await documentMarked(page)).toBe(false);
  });

  test('a missing code chunk reloads the page once instead of leaving it blank', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await markDocument(page);
    let failed = 0;
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true;
    });
    // The next page's code chunk is gone (its preload and its import), as after a deployment,
    // until the page has been loaded afresh.
    await page.route('**/assets/page~*.js', async (route) => {
      if (!reloaded) {
        failed += 1;
        await route.fulfill({ status: 404, body: 'Not Found' });
        return;
      }
      await route.fallback();
    });
    const loaded = page.waitForEvent('load');
    await page.evaluate(() => history.pushState(null, '', '/uz/products/bananas'));
    await loaded;
    expect(failed).toBeGreaterThan(0);
    expect(await documentMarked(page)).toBe(false);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/uz\/products\/bananas$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleProblems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });
});
