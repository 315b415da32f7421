export { listCategories } from './api/list-categories';
export {
  $categories,
  $categoriesLoading,
  $categoriesLocale,
  $categoryImages,
  categoriesRequested,
  categoryImagesRequested,
  categoryTrail,
  fetchCategoriesFx,
} from './model/categories';
export type { Category, CategoryRef } from '@/shared/api';
