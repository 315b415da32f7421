export { getPage } from './api/get-page';
export { listPages } from './api/list-pages';
export type { PageSummary } from '@/shared/api';
