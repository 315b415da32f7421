import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { signIn, text } from './support';

type Locale = 'uz' | 'ru' | 'en';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function bearer(page: Page): Promise<Record<string, string>> {
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('auth') ?? '{}')) as {
    token?: string;
  };
  expect(stored.token).toBeTruthy();
  return { Authorization: `Bearer ${stored.token}` };
}

/** Saves the test card 8600 0000 0000 0015 with the simulator's code, as the shopper. */
async function saveCard(page: Page): Promise<number> {
  const headers = await bearer(page);
  const started = await page.request.post('/api/payments/card/create', {
    headers,
    data: { number: '8600000000000015', expire: '12/30' },
  });
  expect(started.status()).toBe(200);
  const { data } = (await started.json()) as { data: { request_id: string } };
  const confirmed = await page.request.post('/api/payments/card/confirm', {
    headers,
    data: { request_id: data.request_id, code: '666666' },
  });
  expect(confirmed.status()).toBe(201);
  return ((await confirmed.json()) as { data: { id: number } }).data.id;
}

/** Places a pickup order of two bottles of milk through the API, as the signed-in shopper. */
async function placeOrder(page: Page, payment: Record<string, unknown>) {
  const product = await page.request.get('/api/resources/product/musaffo-milk-3-2-1-l');
  const {
    data: { product: milk },
  } = (await product.json()) as { data: { product: { id: number; price: number } } };
  const answer = await page.request.post('/api/orders/', {
    headers: { ...(await bearer(page)), 'Idempotency-Key': randomUUID() },
    data: {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment,
      lines: [{ product_id: milk.id, quantity: 2 }],
      expected_total: milk.price * 2,
    },
  });
  expect(answer.status()).toBe(201);
  const order = ((await answer.json()) as { data: { id: number; number: string; total: number } })
    .data;
  return order;
}

async function cancelFromDetails(page: Page, locale: Locale, id: number, reason: string) {
  const t = (key: string) => text(locale, key);
  await page.goto(`/${locale}/account/orders/${id}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t('account.cancel.button') }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: t('account.cancel.confirm') }).tap();
  await expect(dialog).toBeHidden();
  await expect(main.getByText(t('account.cancel.cancelledByYou'))).toBeVisible();
  await expect(main.getByText(reason)).toBeVisible();
  await expect(main.getByRole('button', { name: t('account.cancel.button') })).toHaveCount(0);
  return main;
}

for (const locale of ['uz', 'ru'] as const) {
  test(`a confirmed cash order is cancelled from its page with a reason, in ${locale}`, async ({
    page,
  }) => {
    await signIn(page);
    const order = await placeOrder(page, { type: 'cash' });
    const reason = locale === 'uz' ? 'Adashib buyurtma qildim' : 'Ошибся с заказом';
    const main = await cancelFromDetails(page, locale, order.id, reason);
    await expect(
      main.getByText(text(locale, 'account.orderStatus.cancelled')).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test('a paid card order is cancelled and its refund is shown, in en', async ({ page }) => {
  await signIn(page);
  const card = await saveCard(page);
  const order = await placeOrder(page, { type: 'card', card_id: card });
  // The payment simulator settles the charge in the background.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/orders/${order.id}/details`, {
        headers: await bearer(page),
      });
      return ((await answer.json()) as { data: { payment_status: string } }).data.payment_status;
    })
    .toBe('paid');
  const main = await cancelFromDetails(page, 'en', order.id, 'Ordered the wrong size');
  await expect(main.getByText(/has been refunded to your card/)).toBeVisible();
  await expect(
    main.getByText(text('en', 'account.paymentStatus.refunded'), { exact: true }),
  ).toBeVisible();
});
