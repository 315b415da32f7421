import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { CategoriesView } from './view';

export const categoriesPage: PageDefinition = {
  name: 'categories',
  pageStarted,
  View: CategoriesView,
  layout: 'default',
};
