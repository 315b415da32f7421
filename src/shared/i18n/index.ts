export {
  locales,
  defaultLocale,
  isLocale,
  negotiateLocale,
  localeTags,
  localeCookieName,
  localeCookieMaxAgeSeconds,
  type Locale,
} from './locales';
export {
  areMessageSectionsLoaded,
  browserMessages,
  loadBrowserMessages,
  loadMessageSections,
  loadMessages,
  subscribeToBrowserMessages,
  type Messages,
} from './load-messages';
export { sectionsOfPage } from './sections';
export { formatDate } from './dates';
