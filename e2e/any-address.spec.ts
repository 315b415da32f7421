import { expect, test, waitForHydration } from './fixtures';

// The suite's server is started as http://localhost:<port>; the shop must look the same when it is
// opened at another address of the machine (a phone on the same network uses the LAN address).
test('a page opened at another address of the server shows its pictures', async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  const address = new URL(baseURL!);
  address.hostname = '127.0.0.1';
  await page.goto(`${address.origin}/uz`);
  await waitForHydration(page);

  const pictures = page.locator('main img[src*="/api/media/"]');
  await expect(pictures.first()).toBeVisible();
  // The pictures on screen (a carousel's later slides load lazily, off to the side).
  const onScreen = () =>
    pictures.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        })
        .map((image) => ({
          src: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
        })),
    );
  await expect.poll(async () => (await onScreen()).every((picture) => picture.loaded)).toBe(true);
  const shown = await onScreen();
  expect(shown.length).toBeGreaterThan(0);
  for (const picture of shown) {
    expect(picture.src.startsWith(`${address.origin}/api/media/`), picture.src).toBe(true);
  }
  expect(consoleProblems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([]);
});
