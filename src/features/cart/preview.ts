/**
 * The cart feature's part of the page before the app starts: light enough for the browser entry
 * (no models, no React).
 */
import { readBrowserRuntimeConfig } from '@/shared/config';
import { readStored } from '@/shared/lib/storage';
import { cartStorageKey, toCart } from '@/entities/cart/index.stored';
import { cartLineImage } from './ui/line-image';

/** Marks the cart page's placeholder, whose line skeletons the cart kept on the device fills. */
export const cartPreviewAttribute = 'data-cart-preview';

/**
 * Shows the pictures and names of the cart kept on this device in the cart page's line
 * skeletons, as soon as the page is parsed: the lines themselves come with the app, a second or
 * more later on a phone. Every change to the cart is saved on the device, so this is the cart
 * as the shopper left it; what the app then shows replaces it. Does nothing on other pages and
 * reads the device only on the cart page. Returns how many skeletons it filled.
 */
export function previewStoredCart(doc: Document): number {
  const placeholder = doc.querySelector(`[${cartPreviewAttribute}]`);
  if (!placeholder) return 0;
  const cart = toCart(readStored(cartStorageKey));
  if (cart.length === 0) return 0;
  // Pictures stored as paths are the API's.
  const { apiUrl } = readBrowserRuntimeConfig();
  const skeletons = placeholder.querySelectorAll(':scope > *');
  let filled = 0;
  for (const [index, line] of cart.entries()) {
    const skeleton = skeletons[index];
    const media = skeleton?.querySelector('[data-slot="media"]');
    const name = skeleton?.querySelector('[data-slot="name"]');
    if (!media || !name) break;
    const image = cartLineImage(line, apiUrl);
    if (image.src) {
      const picture = doc.createElement('img');
      picture.alt = image.alt;
      picture.width = image.width;
      picture.height = image.height;
      picture.setAttribute('fetchpriority', 'high');
      picture.src = image.src;
      media.append(picture);
    }
    name.textContent = line.name;
    filled += 1;
  }
  return filled;
}
