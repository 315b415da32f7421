/**
 * "Add to cart" before the app has started. On a phone the server's page shows its buttons a
 * second or more before the app's code has arrived and hydrated it; the head script holds each
 * press meanwhile (src/app/early-taps.ts). An add button carries what its press adds
 * (`data-cart-add`, the line the app would add and the stock it stops at), so a shopper without
 * an account gets the press applied at once, by the same rule as the app's: the line is added
 * to the cart kept on the device, which the app reads when it starts, and the app then tells the
 * shopper as after any add. Light enough for the browser entry: no models, no React.
 */
import { keepStored, readStored } from '@/shared/lib/storage';
import {
  addWithinStock,
  cartStorageKey,
  earlyAddAttribute,
  toCart,
  toEarlyAdd,
  type AppliedAdd,
} from '@/entities/cart/index.stored';
import { authStorageKey } from '@/entities/session/index.stored';

/** Whether the shopper has changed a field of the page (typed a quantity) before the app started. */
function hasEditedField(doc: Document): boolean {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input, #root textarea',
  )) {
    if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * Applies the press of `button` to the cart kept on the device, or returns `null` when the app
 * must make it once it has started (the press is then held and made again):
 * - the button is not an add, or carries no readable add;
 * - the device keeps a session: a signed-in shopper's cart is the server's, loaded by the app;
 * - the shopper has changed a field of the page first: what the press means depends on it;
 * - the device cannot keep the cart (no storage, or full).
 */
export function applyEarlyAdd(button: Element, doc: Document): AppliedAdd | null {
  const add = toEarlyAdd(button.getAttribute(earlyAddAttribute));
  if (!add) return null;
  if (readStored(authStorageKey) !== null || hasEditedField(doc)) return null;
  const result = addWithinStock(toCart(readStored(cartStorageKey)), add.line, add.limit);
  if (result.changed && !keepStored(cartStorageKey, result.cart)) return null;
  return { line: add.line, quantity: result.quantity, capped: result.capped };
}
