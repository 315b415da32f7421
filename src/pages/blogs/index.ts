import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { BlogsView } from './view';

export const blogsPage: PageDefinition = {
  name: 'blogs',
  pageStarted,
  View: BlogsView,
  layout: 'default',
};
