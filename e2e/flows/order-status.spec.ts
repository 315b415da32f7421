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

/**
 * Places a cash courier order to Chilonzor of 300 g of bananas through the API, for `receiver`
 * (phone +998 90 208 16 87), with the flat, intercom, entrance and floor the shopper typed.
 */
async function placeCourierOrder(page: Page, receiver: { name: string; surname: string }) {
  const product = await page.request.get('/api/resources/product/bananas');
  const {
    data: { product: bananas },
  } = (await product.json()) as { data: { product: { id: number; price: number } } };
  const headers = { ...(await bearer(page)), 'X-LANG': 'ru' };
  const order = (expected_total: number) => ({
    delivery: {
      type: 'courier',
      region: 'tashkent',
      city: 'Chilonzor',
      address: 'Bunyodkor 12',
      flat: '45',
      intercom: '12K',
      entrance: '2',
      floor: '7',
    },
    receiver: { ...receiver, phone: '+998902081687' },
    payment: { type: 'cash' },
    lines: [{ product_id: bananas.id, quantity: 300 }],
    expected_total,
  });
  // The total with the courier fee, as the API works it out.
  const priced = await page.request.post('/api/orders/', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: order(0),
  });
  expect(priced.status()).toBe(409);
  const { total } = (await priced.json()) as { total: number };
  const answer = await page.request.post('/api/orders/', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: order(total),
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

/** How many lines the receiver's phone number is drawn on, in the row naming `surname`. */
async function phoneLines(page: Page, surname: string): Promise<number> {
  const receiver = page.getByRole('main').getByText(new RegExp(surname));
  await expect(receiver).toBeVisible();
  return receiver.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('+998') ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, node.textContent!.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  });
}

test('on a 320 px phone the order page fits the screen: long names wrap, a phone stays on one line', async ({
  page,
}) => {
  await signIn(page);
  const longName = await placeCourierOrder(page, {
    name: 'Muhammadabdulazizxon',
    surname: 'Abdurahmonovaqizi',
  });
  // A short name leaves room for the start of the phone at the end of its line.
  const shortName = await placeCourierOrder(page, { name: 'Ali', surname: 'Karimov' });
  await page.setViewportSize({ width: 320, height: 720 });
  const main = page.getByRole('main');

  await page.goto(`/ru/account/orders/${longName.id}`);
  await waitForHydration(page);
  await expect(main.getByText(longName.number).first()).toBeVisible();
  // The district as the Russian checkout offered it, and the intercom typed.
  await expect(main.getByText('Чиланзарский, Bunyodkor 12', { exact: true })).toBeVisible();
  await expect(
    main.getByText('кв. 45, домофон 12K, подъезд 2, этаж 7', { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(/Abdurahmonovaqizi/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  for (const locale of ['en', 'ru', 'uz'] as const) {
    await page.goto(`/${locale}/account/orders/${shortName.id}`);
    await waitForHydration(page);
    expect(await phoneLines(page, 'Karimov'), locale).toBe(1);
  }
  // On the Uzbek page, the weight as checkout writes it, though Chromium has no Uzbek number data.
  await expect(main.getByText(/^0,3 kg × /)).toBeVisible();
});
