import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const searchPage: PageDefinition = {
  name: 'search',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.SearchView)),
  layout: 'default',
};
