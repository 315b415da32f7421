import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { HomeView } from './view';

export const homePage: PageDefinition = {
  name: 'home',
  pageStarted,
  View: HomeView,
  layout: 'default',
};
