// What checkout does on any page before its own code loads: buying in one click, and forgetting
// what it keeps on the device when the shopper signs out (./model/stored); and the region the
// stored draft delivers to, for the cart.
import './model/stored';
// An order sent before the page was reloaded is looked for (./model/placing), and the shopper told.
import './model/placing';
// From the cart page or the mini-cart, checkout opens only after a stock check that changed
// nothing (./model/checkout-gate); the button waits meanwhile.
export { $checkoutPending } from './model/checkout-gate';
export { InterruptedOrderNotice } from './ui/interrupted-order-notice';
export { regionalDraftRegion } from './model/draft-region';
