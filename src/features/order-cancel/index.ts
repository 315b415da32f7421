export {
  cancelClicked,
  cancelConfirmed,
  cancelOrderFx,
  cancelRefused,
  orderCancelled,
  type CancelRequest,
} from './model/cancel';
export { OrderCancel } from './ui/order-cancel';
