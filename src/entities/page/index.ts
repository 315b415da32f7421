export { getPage, type GetPageParams } from './api/get-page';
export { listPages } from './api/list-pages';
export type { Page, PageSummary } from '@/shared/api';
