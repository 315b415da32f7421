export { canonicaliseHref, messengerHosts, resolveNavigation } from './guard';
