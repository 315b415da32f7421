import './model/bridge';
import './model/page';

export {
  cartItemFields,
  cartLineUnit,
  kilogramUnitCode,
  lineTotal,
  lineWeight,
  type CartLineUnit,
  toCart,
  toCartItem,
  cartStorageKey,
  type CartItem,
} from './lib/cart-item';
export { cartItemFromProduct } from './lib/from-product';
export {
  addToCart,
  cartCount,
  cartTotal,
  cartWeight,
  checkCart,
  mergeCarts,
  removeFromCart,
  setCartQuantity,
  type CartAdjustment,
  type CartCheckResult,
  type ProductAvailability,
} from './lib/cart-rules';
export {
  $cart,
  $cartCount,
  $cartEmpty,
  $cartQuantities,
  $cartReady,
  $cartSummary,
  $cartTotal,
  $cartWeight,
  addedToCart,
  cartCleared,
  cartEdited,
  cartLoaded,
  quantityChanged,
  readLocalCartFx,
  removedFromCart,
  removeLocalCartFx,
  writeLocalCartFx,
} from './model/cart';
export {
  $adjustments,
  $checking,
  adjustmentsDismissed,
  cartChecked,
  cartCheckRequested,
  fetchAvailabilityFx,
  type AvailabilityQuery,
} from './model/check';
export {
  $retryDelay,
  $syncDelay,
  $unsynced,
  cartSyncFailedMessage,
  fetchServerCartFx,
  listenPageHideFx,
  logSyncFailureFx,
  pageHidden,
  pushServerCartFx,
  type PushCartParams,
} from './model/sync';
export {
  $deliverySettings,
  deliverySettingsLoaded,
  fetchDeliverySettingsFx,
} from './model/delivery-settings';
export { $lineLimits, type LineLimit, type LineLimits } from './model/limits';
export {
  $cartPageOpen,
  $checkoutPending,
  $miniCartOpen,
  cartPageClosed,
  cartPageOpened,
  checkoutRequested,
  miniCartClosed,
  miniCartOpened,
} from './model/page';
export { CartAdjustments } from './ui/cart-adjustments';
export { CartLines } from './ui/cart-lines';
export { cartMessages } from './ui/messages';
export { MiniCartButton } from './ui/mini-cart-button';
export { useHydrated } from './ui/use-hydrated';
