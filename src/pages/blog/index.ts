import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { BlogView } from './view';

export const blogPage: PageDefinition = {
  name: 'blog',
  pageStarted,
  View: BlogView,
  layout: 'default',
};
