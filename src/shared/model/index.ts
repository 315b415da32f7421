export {
  appStarted,
  $locale,
  $runtimeConfig,
  $apiBaseUrl,
  $fetch,
  $renderedAt,
  pageNotFound,
  pageFailed,
  pageStatusReset,
  $pageStatus,
  type PageStatus,
} from './app';
export { $api, $accountType, accountTypeChanged, $authToken } from './api';
export { navigateFx } from './navigation';
export { $displayCurrency, displayCurrencyChosen, rememberCurrencyFx } from './currency';
export {
  searchParamsOf,
  type LayoutName,
  type PageContext,
  type PageDefinition,
  type PageModel,
} from './page';
export { lazyView, isViewLoaded, loadView } from './page';
export {
  notified,
  notificationDismissed,
  $notifications,
  type NotificationKind,
} from './notifications';
