import { createWatch } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useCallback, useSyncExternalStore } from 'react';
import { $cartQuantities } from '../model/cart';

/** The server draws every product card with none in the cart: the cart is the shopper's own. */
const serverQuantity = () => 0;

/**
 * Units (or grams) of a product in the cart. While a card hydrates it reads what the server drew
 * (none): a card hydrated after the cart was restored (see `DeferredHydration`) then matches the
 * server's HTML, and shows the cart's quantity in the render that follows. Re-renders only when
 * this product's quantity changes.
 */
export function useCartQuantity(productId: number): number {
  const scope = useProvidedScope();
  if (!scope)
    throw new Error('A product card reads the cart in the app’s scope: render it in a Provider');
  const subscribe = useCallback(
    (changed: () => void) => {
      const watch = createWatch({ unit: $cartQuantities, fn: changed, scope });
      return () => watch.unsubscribe();
    },
    [scope],
  );
  const read = () => scope.getState($cartQuantities)[productId] ?? 0;
  return useSyncExternalStore(subscribe, read, serverQuantity);
}
