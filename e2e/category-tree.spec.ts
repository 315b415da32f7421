import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The inline state a page carries for hydration, as sent. */
async function inlineState(page: Page): Promise<string> {
  return (await page.locator('#__savat_state').textContent()) ?? '';
}

test.describe('the category tree a page carries', () => {
  test('is names and links on the catalogue, without the categories’ pictures', async ({
    page,
  }) => {
    await page.goto('/uz/catalog');
    const state = await inlineState(page);
    // The tree is every category with children; the products' own pictures stay.
    expect(state).toContain(
      '{"id":1,"slug":"dairy","name":"Sut mahsulotlari va tuxum","image":null,"product_count":',
    );
    expect(state).toContain('{"id":2,"slug":"milk","name":"Sut","image":null,');
    expect(state).not.toMatch(/"slug":"[a-z-]+","name":"[^"]+","image":\{/);
  });

  test('the page of every category shows their pictures, opened directly or from the home page', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/uz/categories');
    await waitForHydration(page);
    const pictures = page.locator('main img[src*="/api/media/"]');
    await expect(pictures.first()).toBeVisible();
    const direct = await pictures.count();
    expect(direct).toBeGreaterThan(0);

    await page.goto('/uz');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Barcha kategoriyalar' }).click();
    await expect(page).toHaveURL(/\/uz\/categories$/);
    await expect(pictures.first()).toBeVisible();
    await expect(pictures).toHaveCount(direct);
    expect(consoleProblems).toEqual([]);
  });
});
