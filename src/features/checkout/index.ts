// Every order sent is kept on the device until answered (./model/placing-order).
import './model/placing-order';
export { emptyCheckoutForm, type CheckoutForm, type CheckoutStep } from './lib/form';
export { $form, $showProblems, $step, addCardRequested } from './model/form';
export { $windows } from './model/window';
export {
  $confirmedOrder,
  $conflicts,
  $orderError,
  checkoutOpened,
  placeOrderFx,
  signInAgainClicked,
} from './model/order';
export {
  $paymentOrder,
  $paymentState,
  $pollInterval,
  $transaction,
  fetchPaymentFx,
  paymentPageOpened,
  paymentSignInClicked,
  type PaymentState,
} from './model/payment';
