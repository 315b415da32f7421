import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const homePage: PageDefinition = {
  name: 'home',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.HomeView)),
  layout: 'default',
};
