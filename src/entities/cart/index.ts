export { getCart } from './api/get-cart';
export { saveCart } from './api/save-cart';
export { cartLineUnit, toCart, toCartItem, type CartItem } from './lib/cart-item';
export { cartItemFromProduct, earlyAddOf } from './lib/from-product';
export { earlyAddAttribute, type AppliedAdd } from './lib/early-add';
export {
  cartTotal,
  cartWeight,
  keepDeviceLines,
  mergeCarts,
  stockLimit,
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
  addsAppliedBeforeStart,
  addToCartClicked,
  cartCleared,
  cartEdited,
  cartLoaded,
  cartQuantityChanged,
  checkoutRequested,
  oneClickBuyClicked,
  quantityChanged,
  readLocalCartFx,
  removedFromCart,
  removeLocalCartFx,
  writeLocalCartFx,
} from './model/cart';
export { useCartQuantity } from './ui/use-cart-quantity';
export {
  $adjustments,
  $adjustmentsListed,
  $checking,
  adjustmentsDismissed,
  adjustmentsListHidden,
  adjustmentsListShown,
  cartCheckRequested,
  cartChecked,
  fetchAvailabilityFx,
  type AvailabilityQuery,
} from './model/stock-check';
export { CartAdjustments } from './ui/cart-adjustments';
