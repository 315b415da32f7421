import './model/page';

export {
  $adjustments,
  $checking,
  adjustmentsDismissed,
  cartChecked,
  cartCheckRequested,
  fetchAvailabilityFx,
  type AvailabilityQuery,
} from './model/stock-check';
export {
  $retryDelay,
  $unsynced,
  cartSyncFailedMessage,
  fetchServerCartFx,
  logSyncFailureFx,
  pushServerCartFx,
  type PushCartParams,
} from './model/save';
export { $syncDelay } from './model/sync';
export { listenPageHideFx, pageHidden } from './model/save-on-leave';
export { $lineLimits, type LineLimit, type LineLimits } from './model/limits';
export {
  $cartPageOpen,
  $checkoutPending,
  $miniCartOpen,
  adjustmentsListHidden,
  adjustmentsListShown,
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
