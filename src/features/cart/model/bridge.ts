import { sample } from 'effector';
import {
  addToCartClicked,
  $cartCount as $bridgeCount,
  $cartQuantities as $bridgeQuantities,
  cartQuantityChanged,
} from '@/shared/model';
import { cartItemFromProduct } from '../lib/from-product';
import { $cart, addedToCart, quantityChanged } from './cart';

// The catalogue pages speak to the cart through the shared bridge.
sample({
  clock: addToCartClicked,
  fn: ({ product, quantity }) => cartItemFromProduct(product, quantity),
  target: addedToCart,
});
sample({
  clock: cartQuantityChanged,
  fn: ({ product, quantity }) => ({ productId: product.id, quantity }),
  target: quantityChanged,
});
sample({
  clock: $cart,
  fn: (cart) => Object.fromEntries(cart.map((line) => [line.product_id, line.quantity])),
  target: $bridgeQuantities,
});
sample({ clock: $cart, fn: (cart) => cart.length, target: $bridgeCount });
