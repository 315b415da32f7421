import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, pickupOrderFilled, signIn, text } from './support';

const t = (id: string) => text('uz', id);

async function ordersOf(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('auth') ?? '{}');
  const answer = await page.request.get('/api/orders/list', {
    headers: { Authorization: `Bearer ${(JSON.parse(stored) as { token?: string }).token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Array<{ number: string }> }).data;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('reloading while the order is being placed: the order is created once and the shopper is told, with the way to its confirmation', async ({
  page,
}) => {
  await signIn(page);
  await addToCartFromProduct(page, 'bananas');
  await pickupOrderFilled(page, 'uz');

  // The API creates the order, but its answer never reaches the page: it is reloaded first.
  let created: () => void = () => undefined;
  const orderCreated = new Promise<void>((resolve) => {
    created = resolve;
  });
  await page.route('**/api/orders/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    created();
    // Never answered: the page is reloaded before the answer arrives.
  });
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await orderCreated;
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await waitForHydration(page);

  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  const number = orders[0]!.number;
  const notice = page.getByRole('status').filter({
    hasText: t('placedOrder.title').replace('{number}', number),
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t('placedOrder.text'));
  await notice.getByRole('link', { name: t('placedOrder.confirmation') }).click();
  await page.waitForURL(`/uz/checkout/confirmed?order=${number}`);
  await expect(page.getByText(t('confirmed.thanks'))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(number);

  // Told once: another page later says nothing more, and still one order.
  await page.goto('/uz/cart');
  await waitForHydration(page);
  await expect(page.getByText(t('placedOrder.confirmation'))).toHaveCount(0);
  expect(await ordersOf(page)).toHaveLength(1);
});
