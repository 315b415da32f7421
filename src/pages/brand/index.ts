import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const brandPage: PageDefinition = {
  name: 'brand',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.BrandView)),
  layout: 'default',
};
