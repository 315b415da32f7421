import type { CartItem } from '@/entities/cart';

/** Cart lines keep one image address; the product name beside it says what it shows. */
export function cartLineImage(line: Pick<CartItem, 'img_url'>, apiUrl: string) {
  const src = apiUrl && line.img_url.startsWith('/') ? `${apiUrl}${line.img_url}` : line.img_url;
  return { src, alt: '', width: 160, height: 160 };
}
