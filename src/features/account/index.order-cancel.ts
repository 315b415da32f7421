// Cancelling an order from its details page, loaded only with that page.
export {
  cancelClicked,
  cancelConfirmed,
  cancelOrderFx,
  cancelRefused,
  orderCancelled,
  type CancelRequest,
} from './model/order-cancel';
export { OrderCancel } from './ui/order-cancel';
