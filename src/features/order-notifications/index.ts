export {
  $access,
  $askingPermission,
  $notificationsOn,
  $optedIn,
  askPermissionFx,
  notificationsChecked,
  notificationsSwitched,
  optInStorageKey,
  readAccessFx,
  rememberOptInFx,
  showNotificationsFx,
  statusChangesSeen,
} from './model/notifications';
export { statusNotification, statusNotificationTexts } from './lib/texts';
export type { NotificationAccess, StatusNotification } from './lib/browser';
export { OrderNotificationsSwitch } from './ui/order-notifications-switch';
