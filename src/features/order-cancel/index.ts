export {
  cancellabilityOf,
  cancellableStatuses,
  cancelReasonMaxLength,
  type Cancellability,
} from './lib/rules';
export {
  $cancelDialogOpen,
  $cancelFailure,
  $cancelling,
  $cancelReason,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  cancelOrderFx,
  cancelReasonChanged,
  cancelRefused,
  orderCancelled,
  type CancelFailure,
  type CancelRequest,
} from './model/cancel';
export { OrderCancel } from './ui/order-cancel';
