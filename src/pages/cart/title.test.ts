import { describe, expect, it } from 'vitest';
import en from '@/shared/i18n/messages/en.json';
import ru from '@/shared/i18n/messages/ru.json';
import uz from '@/shared/i18n/messages/uz.json';

describe("the cart page's title", () => {
  it.each([
    ['uz', uz],
    ['ru', ru],
    ['en', en],
  ])('names the shop once in %s (in Uzbek, Savat is also the word for cart)', (_, messages) => {
    const title = (messages as Record<string, string>)['cart.documentTitle'];
    expect(title).toMatch(/ — Savat$/);
    expect(title?.match(/Savat\b/g)).toHaveLength(1);
  });
});
