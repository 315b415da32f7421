import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { BrandView } from './view';

export const brandPage: PageDefinition = {
  name: 'brand',
  pageStarted,
  View: BrandView,
  layout: 'default',
};
