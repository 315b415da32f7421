export { getCart } from './api/get-cart';
export { saveCart, type SaveCartParams } from './api/save-cart';
export {
  cartItemFields,
  cartLineUnit,
  cartStorageKey,
  kilogramUnitCode,
  lineTotal,
  lineWeight,
  toCart,
  toCartItem,
  type CartItem,
  type CartLineUnit,
} from './lib/cart-item';
export { cartItemFromProduct } from './lib/from-product';
export {
  addToCart,
  cartCount,
  cartItemCount,
  cartTotal,
  cartWeight,
  checkCart,
  mergeCarts,
  removeFromCart,
  setCartQuantity,
  stockLimit,
  type CartAdjustment,
  type CartCheckResult,
  type ProductAvailability,
} from './lib/cart-rules';
export {
  $cart,
  $cartCount,
  $cartLineCount,
  $cartItemCount,
  $cartQuantities,
  $cartReady,
  $cartTotal,
  addedToCart,
  addToCartClicked,
  cartCleared,
  cartEdited,
  cartLoaded,
  cartQuantityChanged,
  oneClickBuyClicked,
  quantityChanged,
  readLocalCartFx,
  removedFromCart,
  removeLocalCartFx,
  writeLocalCartFx,
  type CartRequest,
} from './model/cart';
export type { CartLine } from '@/shared/api';
