export { resolveNavigation, canonicaliseHref } from './guard';
