import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const categoriesPage: PageDefinition = {
  name: 'categories',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.CategoriesView)),
  layout: 'default',
};
