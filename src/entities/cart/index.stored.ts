// The cart as the device stores it, with no models: light enough for the browser entry.
export { cartStorageKey, toCart } from './lib/cart-item';
