export { checkPhoto, photoMaxBytes, photoTypes, type PhotoError } from './lib/photo';
export {
  $profileEdited,
  $profileErrors,
  $profileForm,
  $profileSaved,
  $saveError,
  $savingProfile,
  checkName,
  nameChanged,
  nameMaxLength,
  profileSubmitted,
  saveProfileFx,
  surnameChanged,
  type NameError,
  type ProfileForm,
  type SaveError,
} from './model/profile';
export {
  $photoError,
  $photoPreview,
  $uploadingPhoto,
  createPreviewFx,
  photoPicked,
  revokePreviewFx,
  uploadPhotoFx,
  type PhotoUploadParams,
} from './model/photo';
export {
  $deleteDialogOpen,
  $deleteFailed,
  $deletingAccount,
  deleteAccountCancelled,
  deleteAccountClicked,
  deleteAccountConfirmed,
  deleteAccountFx,
} from './model/delete-account';
export {
  $hasMoreOrders,
  $loadingOrders,
  $moreOrdersFailed,
  $orders,
  $ordersState,
  $ordersTotal,
  loadOrdersFx,
  moreOrdersClicked,
  ordersListOpened,
  ordersPerPage,
  ordersRetryClicked,
  type LoadState,
} from './model/orders';
export {
  $buyAgainFailed,
  $buyingAgain,
  $order,
  $orderState,
  buyAgainClicked,
  buyAgainItemsFx,
  loadOrderFx,
  orderOpened,
  orderRetryClicked,
  type BuyAgainQuery,
} from './model/order';
export { navigateFx } from './model/navigation';
export {
  $pollDelay,
  $polling,
  $statusChanges,
  $watchedScreen,
  listenVisibilityFx,
  orderStatusChanged,
  pageVisibilityChanged,
  pollOrderFx,
  pollOrdersFx,
  statusWatchStarted,
  statusWatchStopped,
  type WatchedScreen,
} from './model/status-polling';
export { firstPollDelayMs, maxPollDelayMs, nextPollDelay } from './lib/polling';
export { OrderStatusLive } from './ui/order-status-live';
export { orderTimelineOf, type OrderTimeline } from './lib/timeline';
export { ProfileScreen } from './ui/profile-screen';
export { OrdersList } from './ui/orders-list';
export { OrdersScreen } from './ui/orders-screen';
export { OrderDetails, OrderDetailsView } from './ui/order-details';
