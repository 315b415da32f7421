import { describe, expect, it } from 'vitest';
import { catalogues } from '@/shared/i18n/index.testing';

describe("the cart page's title", () => {
  it.each([
    ['uz', catalogues.uz],
    ['ru', catalogues.ru],
    ['en', catalogues.en],
  ])('names the shop once in %s (in Uzbek, Savat is also the word for cart)', (_, messages) => {
    const title = messages['cart.documentTitle'];
    expect(title).toMatch(/ — Savat$/);
    expect(title?.match(/Savat\b/g)).toHaveLength(1);
  });
});
