// The cart as the device stores it, with no models: light enough for the browser entry.
export { cartStorageKey, toCart } from './lib/cart-item';
export { addWithinStock } from './lib/cart-rules';
export { earlyAddAttribute, toEarlyAdd, type AppliedAdd } from './lib/early-add';
