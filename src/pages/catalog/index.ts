import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { CatalogView } from './view';

export const catalogPage: PageDefinition = {
  name: 'catalog',
  pageStarted,
  View: CatalogView,
  layout: 'default',
};
