import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const catalogPage: PageDefinition = {
  name: 'catalog',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.CatalogView)),
  layout: 'default',
};
