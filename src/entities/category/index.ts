export { listCategories } from './api/list-categories';
export type { Category, CategoryRef } from '@/shared/api';
