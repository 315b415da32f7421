export { listCategories } from './api/list-categories';
export {
  $categories,
  $categoriesLoading,
  $categoryImages,
  categoriesRequested,
  categoryImagesRequested,
  categoryTrail,
  fetchCategoriesFx,
} from './model/categories';
export type { Category } from '@/shared/api';
