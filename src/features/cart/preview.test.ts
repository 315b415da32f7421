// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigElementId } from '@/shared/config';
import { cartPreviewAttribute, previewStoredCart } from './preview';

const line = (productId: number, name: string, imgUrl: string) => ({
  product_id: productId,
  name,
  img_url: imgUrl,
  quantity: 1,
  attributes: {},
  price: 12_500,
  slug: `product-${productId}`,
  mxit: '',
  mxit_unit: '',
  weight: 0,
  currency_name: 'sum',
});

/** The cart page's placeholder as the server renders it: line skeletons with their two slots. */
function cartPagePlaceholder(skeletons = 3) {
  const skeleton =
    '<div aria-hidden="true"><div data-slot="media"></div><div><p data-slot="name"><span></span></p></div></div>';
  document.body.innerHTML = `<main><div ${cartPreviewAttribute}="">${skeleton.repeat(skeletons)}</div></main>`;
  return document.querySelector(`[${cartPreviewAttribute}]`)!;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the stored cart shown before the app starts', () => {
  it('puts the pictures and names of the stored lines into the skeletons, in order', () => {
    const placeholder = cartPagePlaceholder();
    localStorage.setItem(
      'cart',
      JSON.stringify([
        line(1, 'Non', '/media/bread-320.webp'),
        line(2, 'Sut', '/media/milk-320.webp'),
      ]),
    );
    expect(previewStoredCart(document)).toBe(2);
    const [first, second, third] = placeholder.children;
    const picture = first!.querySelector('[data-slot="media"] > img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/media/bread-320.webp');
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect([picture.width, picture.height]).toEqual([160, 160]);
    expect(first!.querySelector('[data-slot="name"]')!.textContent).toBe('Non');
    expect(second!.querySelector('[data-slot="name"]')!.textContent).toBe('Sut');
    // No third line: the third skeleton stays as it is.
    expect(third!.querySelector('img')).toBeNull();
    expect(third!.querySelector('[data-slot="name"] > span')).not.toBeNull();
  });

  it('fills no more skeletons than there are, and takes pictures from the API’s host', () => {
    const placeholder = cartPagePlaceholder(1);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="${runtimeConfigElementId}" type="application/json">{"apiUrl":"https://api.savat.uz"}</script>`,
    );
    localStorage.setItem(
      'cart',
      JSON.stringify([line(1, 'Non', '/media/bread-320.webp'), line(2, 'Sut', '')]),
    );
    expect(previewStoredCart(document)).toBe(1);
    expect(placeholder.querySelector('img')!.getAttribute('src')).toBe(
      'https://api.savat.uz/media/bread-320.webp',
    );
  });

  it('shows the name alone for a line without a picture', () => {
    const placeholder = cartPagePlaceholder();
    localStorage.setItem('cart', JSON.stringify([line(2, 'Sut', '')]));
    expect(previewStoredCart(document)).toBe(1);
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('[data-slot="name"]')!.textContent).toBe('Sut');
  });

  it('leaves the skeletons alone when the stored cart is empty or unreadable', () => {
    const placeholder = cartPagePlaceholder();
    const before = placeholder.innerHTML;
    localStorage.setItem('cart', '{not json');
    expect(previewStoredCart(document)).toBe(0);
    localStorage.setItem('cart', JSON.stringify([{ product_id: 'x' }]));
    expect(previewStoredCart(document)).toBe(0);
    localStorage.removeItem('cart');
    expect(previewStoredCart(document)).toBe(0);
    expect(placeholder.innerHTML).toBe(before);
  });

  it('does nothing, and reads nothing from the device, on another page', () => {
    document.body.innerHTML = '<main><h1>Bosh sahifa</h1></main>';
    let reads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads += 1;
      return getItem.call(this, key);
    };
    try {
      expect(previewStoredCart(document)).toBe(0);
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(reads).toBe(0);
  });
});
