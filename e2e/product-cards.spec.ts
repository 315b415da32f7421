import { expect, test, waitForHydration } from './fixtures';
import { text } from './flows/support';

// A recorded trace snapshots the page, which restyles every card: it would hide the fault below.
test.use({ trace: 'off' });

test.describe('product cards', () => {
  test('below the fold show their own colours as they scroll in', async ({ browser }) => {
    // Cards off screen skip their contents until scrolled near. Passing the stylesheet through the
    // test (as a slow network would deliver it) makes Chromium keep, for those cards' buttons, the
    // style from before the sheet applied in most loads: three loads catch a regression.
    for (let load = 0; load < 3; load += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.route('**/*.css', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: await response.text() });
      });
      await page.goto(`/uz/catalog?load=${load}`);
      // The page's own scripts are off: read it through the protocol.
      const cdp = await context.newCDPSession(page);
      const read = async <T>(expression: string) =>
        (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;
      const startedInGrid = `document.getAnimations().filter((animation) =>
        animation.effect?.target?.closest?.('[data-testid="product-grid"]')).length`;
      const started: number[] = [];
      // The pointer rests on the page's margin, so nothing is pointed at while scrolling.
      await page.mouse.move(2, 400);
      for (let step = 0; step < 12; step += 1) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(50);
        started.push(await read<number>(startedInGrid));
      }
      const greyButtons = await read<number>(`[...document.querySelectorAll(
        '[data-testid="product-grid"] button')].filter((button) =>
        getComputedStyle(button).backgroundColor === 'rgb(239, 239, 239)').length`);
      expect(started, `load ${load + 1}: transitions started in the grid`).toEqual(
        started.map(() => 0),
      );
      expect(greyButtons, `load ${load + 1}: buttons in the browser's grey`).toBe(0);
      await context.close();
    }
  });
});

test.describe('product pictures', () => {
  // Phones and screens by width and pixel density, among them Lighthouse's phone (412 px, 1.75).
  const screens = [
    { width: 320, height: 640, deviceScaleFactor: 2 },
    { width: 390, height: 844, deviceScaleFactor: 3 },
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 600, height: 900, deviceScaleFactor: 1 },
    { width: 768, height: 1024, deviceScaleFactor: 2 },
    { width: 1199, height: 900, deviceScaleFactor: 1 },
    { width: 1440, height: 900, deviceScaleFactor: 1 },
  ];
  for (const path of ['/uz', '/uz/catalog']) {
    test(`on ${path} are the smallest variant that stays sharp`, async ({ browser }) => {
      for (const { width, height, deviceScaleFactor } of screens) {
        const context = await browser.newContext({
          viewport: { width, height },
          deviceScaleFactor,
        });
        const page = await context.newPage();
        await page.goto(path);
        const grid = page.getByTestId('product-grid').first();
        // Pictures below the fold load as they come near.
        await grid.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            grid
              .locator('img')
              .evaluateAll((images) =>
                (images as HTMLImageElement[]).slice(0, 4).every((image) => image.currentSrc),
              ),
          )
          .toBe(true);
        const pictures = await grid.locator('img').evaluateAll((images) =>
          (images as HTMLImageElement[]).slice(0, 4).map((image) => ({
            shown: image.getBoundingClientRect().width,
            chosen: Number(/-(\d+)\.\w+$/.exec(image.currentSrc)?.[1]),
            variants: [
              ...(image.previousElementSibling as HTMLSourceElement).srcset.matchAll(/(\d+)w/g),
            ].map((match) => Number(match[1])),
          })),
        );
        expect(pictures.length, `${width} px`).toBeGreaterThan(0);
        for (const { shown, chosen, variants } of pictures) {
          const needed = shown * deviceScaleFactor;
          const smallestSharp =
            variants.find((variant) => variant >= needed) ?? Math.max(...variants);
          expect(
            chosen,
            `${width} px at ${deviceScaleFactor}×, ${Math.round(shown)} px shown`,
          ).toBe(smallestSharp);
        }
        await context.close();
      }
    });
  }
});

test('on a 320 or 360 px phone a card’s add button is one line and its stepper stays inside the card', async ({
  page,
}) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ru/catalog');
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('article').first();
    const add = card.locator('[data-cart-add]');
    // "В корзину" on one line, not broken inside the word.
    const addBox = (await add.boundingBox())!;
    expect(addBox.height, `${width} px`).toBeLessThanOrEqual(48);
    await add.click();
    const increase = card.getByRole('button', { name: text('ru', 'ds.quantityStepper.increase') });
    await expect(increase).toBeVisible();
    // The stepper takes the add button's place: within the card's padding, as the button was.
    for (const part of [increase, card.getByRole('spinbutton')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(addBox.x + addBox.width + 0.5);
    }
    await page.evaluate(() => localStorage.removeItem('cart'));
  }
});
