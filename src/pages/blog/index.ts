import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const blogPage: PageDefinition = {
  name: 'blog',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.BlogView)),
  layout: 'default',
};
