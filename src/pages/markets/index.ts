import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const marketsPage: PageDefinition = {
  name: 'markets',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.MarketsView)),
  layout: 'default',
};
