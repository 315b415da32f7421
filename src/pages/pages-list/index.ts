import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const pagesListPage: PageDefinition = {
  name: 'pages-list',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.PagesListView)),
  layout: 'default',
};
