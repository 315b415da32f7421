// The shop's editorial pages: the home page's slides and rails, and the content pages.
export { getHome } from './api/get-home';
export { getPage } from './api/get-page';
export { listPages } from './api/list-pages';
export type { Home, PageSummary } from '@/shared/api';
