export {
  checkoutSteps,
  deliveryFee,
  emptyCheckoutForm,
  paymentTypesFor,
  stepProblems,
  toCheckoutForm,
  type CheckoutForm,
  type CheckoutStep,
  type FieldProblem,
  type FormProblems,
} from './lib/form';
export { orderRequest } from './lib/order';
export { regionCentres, regionNames, tashkentDistricts } from './lib/places';
export {
  $allowedPaymentTypes,
  $draftRead,
  $form,
  $problems,
  $showProblems,
  $step,
  draftCleared,
  fieldChanged,
  readDraftFx,
  stepOpened,
  stepSubmitted,
  writeDraftFx,
} from './model/form';
export {
  $confirmedOrder,
  $conflicts,
  $deliveryFee,
  $idempotencyKey,
  $lines,
  $oneClickItem,
  $orderError,
  $placing,
  $subtotal,
  $total,
  checkoutOpened,
  newKeyFx,
  orderConfirmed,
  payClicked,
  placeOrderFx,
  type OrderError,
  type PlaceOrderParams,
} from './model/order';
export {
  checkoutDraftKey,
  oneClickStorageKey,
  readOneClickFx,
  removeDraftFx,
  writeOneClickFx,
} from './model/stored';
export {
  $paymentOrder,
  $paymentState,
  $pollInterval,
  $transaction,
  fetchPaymentFx,
  maxPolls,
  paymentPageOpened,
  type PaymentState,
} from './model/payment';
