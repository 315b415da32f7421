export {
  appStarted,
  localeChanged,
  $locale,
  $runtimeConfig,
  $apiBaseUrl,
  $fetch,
  pageNotFound,
  pageFailed,
  pageStatusReset,
  $pageStatus,
  type AppStartParams,
  type PageStatus,
} from './app';
export { searchParamsOf, type PageContext, type PageDefinition, type LayoutName } from './page';
