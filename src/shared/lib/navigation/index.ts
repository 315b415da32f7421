export {
  resolveNavigation,
  canonicaliseHref,
  type NavigationTarget,
  type NavigationPolicy,
} from './guard';
