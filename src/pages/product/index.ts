import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { ProductNotFoundView } from './not-found';
import { ProductView } from './view';

export const productPage: PageDefinition = {
  name: 'product',
  pageStarted,
  View: ProductView,
  NotFound: ProductNotFoundView,
  layout: 'default',
};
