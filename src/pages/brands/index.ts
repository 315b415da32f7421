import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const brandsPage: PageDefinition = {
  name: 'brands',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.BrandsView)),
  layout: 'default',
};
