import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { ContentView } from './view';

export const contentPage: PageDefinition = {
  name: 'content',
  pageStarted,
  View: ContentView,
  layout: 'default',
};
