// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { prefetchablePath } from './route-prefetch';

function link(attributes: Record<string, string>): Element {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('route prefetch', () => {
  const origin = 'https://savat.uz';

  it('takes the path of links within the storefront', () => {
    expect(prefetchablePath(link({ href: '/uz/products/bananas?from=home' }), origin)).toBe(
      '/uz/products/bananas',
    );
    expect(prefetchablePath(link({ href: 'https://savat.uz/ru/catalog' }), origin)).toBe(
      '/ru/catalog',
    );
  });

  it('leaves other sites, the API, downloads and new windows alone', () => {
    expect(prefetchablePath(link({ href: 'https://yandex.uz/maps' }), origin)).toBeNull();
    expect(prefetchablePath(link({ href: '/api/media/a.webp' }), origin)).toBeNull();
    expect(prefetchablePath(link({ href: '/uz/pages/offer', download: '' }), origin)).toBeNull();
    expect(prefetchablePath(link({ href: '/uz', target: '_blank' }), origin)).toBeNull();
    expect(prefetchablePath(link({ href: 'tel:+998901234567' }), origin)).toBeNull();
  });
});
