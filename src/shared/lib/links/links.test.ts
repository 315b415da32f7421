import { describe, expect, it } from 'vitest';
import { stripLocale, switchLocaleHref } from './links';

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
});
