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

/** Places a cash pickup order of one bottle of milk through the API, in `locale`. */
async function placeOrder(page: Page, locale: Locale) {
  const product = await page.request.get('/api/resources/product/musaffo-milk-3-2-1-l');
  const {
    data: { product: milk },
  } = (await product.json()) as { data: { product: { id: number; price: number } } };
  const answer = await page.request.post('/api/orders/', {
    headers: { ...(await bearer(page)), 'Idempotency-Key': randomUUID(), 'X-LANG': locale },
    data: {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment: { type: 'cash' },
      lines: [{ product_id: milk.id, quantity: 1 }],
      expected_total: milk.price,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number; number: string } }).data;
}

/** The order's next step now, as the store would take it later (the reference API's dev route). */
async function advance(page: Page, id: number): Promise<string> {
  const answer = await page.request.post('/__dev/orders/advance', { data: { id } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { status: string }).status;
}

async function statusSms(page: Page, phone: string): Promise<string[]> {
  const answer = await page.request.get(`/__dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await answer.json()) as {
    messages: Array<{ purpose: string; text: string }>;
  };
  return messages.filter((message) => message.purpose === 'order-status').map((m) => m.text);
}

/** Set on the page before the status moves on: still there afterwards means no reload. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { statusMark: 'kept' }));
}
async function pageKept(page: Page) {
  expect(await page.evaluate(() => (window as { statusMark?: string }).statusMark)).toBe('kept');
}

const assemblingSms: Record<Locale, (number: string) => string> = {
  uz: (number) => `Savat: ${number} buyurtmangiz yigʻilmoqda.`,
  ru: (number) => `Savat: заказ ${number} собирается.`,
  en: (number) => `Savat: your order ${number} is being assembled.`,
};
const liveText: Record<Locale, (number: string) => string> = {
  uz: (number) => `${number} buyurtma holati: Yigʻilmoqda.`,
  ru: (number) => `Статус заказа ${number}: Собирается.`,
  en: (number) => `Order ${number} status: Being packed.`,
};

for (const locale of ['uz', 'ru', 'en'] as const) {
  test(`an open order page shows the order moving on without a reload, and the SMS is in ${locale}`, async ({
    page,
  }) => {
    const phone = await signIn(page);
    const order = await placeOrder(page, locale);
    await page.goto(`/${locale}/account/orders/${order.id}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByText(order.number).first()).toBeVisible();
    await markPage(page);

    expect(await advance(page, order.id)).toBe('assembling');
    // The first question comes 5 s after the page opened.
    await expect(
      page.getByRole('status').filter({ hasText: liveText[locale](order.number) }),
    ).toHaveCount(1, { timeout: 15_000 });
    await expect(
      main.getByText(text(locale, 'account.orderStatus.assembling'), { exact: true }).first(),
    ).toBeVisible();
    await pageKept(page);
    expect(await statusSms(page, phone)).toEqual([assemblingSms[locale](order.number)]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test('My orders shows a new status without a reload, and stops asking once it is final', async ({
  page,
}) => {
  await signIn(page);
  const order = await placeOrder(page, 'ru');
  await page.goto('/ru/account/orders');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const row = main.getByRole('listitem').filter({ hasText: order.number });
  await expect(row).toBeVisible();
  await markPage(page);

  expect(await advance(page, order.id)).toBe('assembling');
  await expect(row.getByText(text('ru', 'account.orderStatus.assembling'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('status').filter({ hasText: liveText.ru(order.number) })).toHaveCount(
    1,
  );
  await pageKept(page);

  // Ready for pickup, then completed: the last change seen, the page asks no more.
  expect(await advance(page, order.id)).toBe('ready_for_pickup');
  expect(await advance(page, order.id)).toBe('completed');
  await expect(row.getByText(text('ru', 'account.orderStatus.completed'))).toBeVisible({
    timeout: 30_000,
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/list')) asked.push(request.url());
  });
  await page.waitForTimeout(6_000);
  expect(asked).toEqual([]);
  await pageKept(page);
});

test('with notifications turned on, the order moving on is a notification in the shopper language', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page);
  const order = await placeOrder(page, 'en');
  // Notifications are offered once the storefront's worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`/en/account/orders/${order.id}`);
  await waitForHydration(page);
  const toggle = page.getByRole('switch', {
    name: text('en', 'account.orderNotifications.switch'),
  });
  await expect(toggle).not.toBeChecked();
  // The switch is turned on as a keyboard user does it (its box is drawn over the input).
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();

  expect(await advance(page, order.id)).toBe('assembling');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          return shown.map((notification) => ({
            title: notification.title,
            body: notification.body,
          }));
        }),
      { timeout: 15_000 },
    )
    .toEqual([{ title: `Savat: order ${order.number}`, body: 'Your order is being packed.' }]);
});
