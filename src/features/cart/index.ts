import './model/page';

export {
  $adjustments,
  $checking,
  cartCheckRequested,
  fetchAvailabilityFx,
  type AvailabilityQuery,
} from './model/stock-check';
export { $retryDelay, fetchServerCartFx, logSyncFailureFx, pushServerCartFx } from './model/save';
export { $syncDelay } from './model/sync';
export { listenPageHideFx } from './model/save-on-leave';
export { $lineLimits } from './model/limits';
export {
  $checkoutPending,
  adjustmentsListHidden,
  adjustmentsListShown,
  cartPageClosed,
  cartPageOpened,
  checkoutRequested,
} from './model/page';
export { CartAdjustments } from './ui/cart-adjustments';
export { CartLines } from './ui/cart-lines';
export { cartMessages } from './ui/messages';
export { MiniCartButton } from './ui/mini-cart-button';
export { useHydrated } from './ui/use-hydrated';
