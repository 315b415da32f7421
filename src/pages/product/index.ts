import { lazyView, type PageDefinition } from '@/shared/model';
import { ProductNotFoundView } from './not-found';

export const productPage: PageDefinition = {
  name: 'product',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.ProductView)),
  NotFound: ProductNotFoundView,
  layout: 'default',
};
