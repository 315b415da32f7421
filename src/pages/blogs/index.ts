import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const blogsPage: PageDefinition = {
  name: 'blogs',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.BlogsView)),
  layout: 'default',
};
