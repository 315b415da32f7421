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
export { loadMessages, type Messages } from './load-messages';
export { formatDate } from './dates';
