import type { PageDefinition } from '@/shared/model';
import { ServerErrorView } from './view';

export const serverErrorPage: PageDefinition = {
  name: 'server-error',
  View: ServerErrorView,
  layout: 'default',
};
