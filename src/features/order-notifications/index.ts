export {
  askPermissionFx,
  readAccessFx,
  rememberOptInFx,
  statusChangesSeen,
} from './model/notifications';
export type { NotificationAccess } from './lib/browser';
export { OrderNotificationsSwitch } from './ui/order-notifications-switch';
