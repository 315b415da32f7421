import type { PageDefinition } from '@/shared/model';
import { NotFoundView } from './view';

export const notFoundPage: PageDefinition = {
  name: 'not-found',
  View: NotFoundView,
  layout: 'default',
};
