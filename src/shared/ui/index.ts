export { Head, HeadProvider, type HeadCollector } from './head-collector';
export { renderHeadHtml, safeJson, absoluteUrl } from './head';
export { renderRouterLink } from './router-link';
export { pageBreadcrumbs, type Crumb } from './page-breadcrumbs';
export { toImagePreload, toPicture, toSrcSet } from './images';
export { CategoryGrid } from './category-grid';
export {
  organizationJsonLd,
  groceryStoreJsonLd,
  breadcrumbJsonLd,
  productJsonLd,
} from './structured-data';
export { EmptyResult } from './empty-result';
export { RichText } from './rich-text';
export { storeHours } from './store-hours';
export { Notifications } from './notifications';
