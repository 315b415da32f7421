import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { ProductNotFoundView } from './not-found';

export const productPage: PageDefinition = {
  name: 'product',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.ProductView)),
  NotFound: ProductNotFoundView,
  layout: 'default',
};
