import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { SearchView } from './view';

export const searchPage: PageDefinition = {
  name: 'search',
  pageStarted,
  View: SearchView,
  layout: 'default',
};
