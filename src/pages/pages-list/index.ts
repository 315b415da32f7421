import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { PagesListView } from './view';

export const pagesListPage: PageDefinition = {
  name: 'pages-list',
  pageStarted,
  View: PagesListView,
  layout: 'default',
};
