import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { MarketsView } from './view';

export const marketsPage: PageDefinition = {
  name: 'markets',
  pageStarted,
  View: MarketsView,
  layout: 'default',
};
