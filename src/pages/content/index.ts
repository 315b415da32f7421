import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const contentPage: PageDefinition = {
  name: 'content',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.ContentView)),
  layout: 'default',
};
