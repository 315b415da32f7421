import { describe, expect, it } from 'vitest';
import { linkSafe, stripLocale, switchLocaleHref } from './links';

describe('switchLocaleHref', () => {
  it('keeps the page, query and hash', () => {
    expect(switchLocaleHref('/uz/catalog?sort=price_asc&page=2#list', 'ru')).toBe(
      '/ru/catalog?sort=price_asc&page=2#list',
    );
    expect(switchLocaleHref('/en', 'uz')).toBe('/uz');
    expect(switchLocaleHref('/en?x=1', 'uz')).toBe('/uz?x=1');
  });

  it('does not mistake a path starting with a language for a prefix', () => {
    expect(switchLocaleHref('/english/tea', 'ru')).toBe('/ru');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/ru/products/milk')).toBe('/products/milk');
    expect(stripLocale('/ru')).toBe('');
  });

  it('writes a link the same whether the address came decoded or encoded, never with a NUL', () => {
    expect(switchLocaleHref('/uz/search?q=café %2B 1', 'ru')).toBe(
      '/ru/search?q=caf%C3%A9%20%2B%201',
    );
    expect(switchLocaleHref('/uz/search?q=caf%C3%A9%20%2B%201', 'ru')).toBe(
      '/ru/search?q=caf%C3%A9%20%2B%201',
    );
    expect(linkSafe('/uz/products/\u0000')).toBe('/uz/products/%00');
    expect(linkSafe('/uz/search?q="<a>"')).toBe('/uz/search?q=%22%3Ca%3E%22');
    expect(linkSafe('/uz/search?q=olma 🍎')).toBe('/uz/search?q=olma%20%F0%9F%8D%8E');
    expect(linkSafe('/uz/search?q=\uD800')).toBe('/uz/search?q=%EF%BF%BD');
    expect(linkSafe('/uz/catalog?brand[]=a&sort=price_asc#list')).toBe(
      '/uz/catalog?brand[]=a&sort=price_asc#list',
    );
  });
});
