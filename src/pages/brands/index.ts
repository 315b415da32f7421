import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { BrandsView } from './view';

export const brandsPage: PageDefinition = {
  name: 'brands',
  pageStarted,
  View: BrandsView,
  layout: 'default',
};
