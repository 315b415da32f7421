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
  const shown = await pictures.evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .map((image) => ({ src: image.currentSrc, width: image.naturalWidth })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const picture of shown) {
    expect(picture.src.startsWith(`${address.origin}/api/media/`), picture.src).toBe(true);
    expect(picture.width, picture.src).toBeGreaterThan(0);
  }
  expect(consoleProblems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([]);
});
