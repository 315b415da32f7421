import type { PageDefinition } from '@/shared/model';
import { NotFoundView } from './ui/not-found';
import { ServerErrorView } from './ui/server-error';

// Rendered with the app itself, so that an error can always be shown without a fetch.
export const notFoundPage: PageDefinition = {
  name: 'not-found',
  View: NotFoundView,
  layout: 'default',
};

export const serverErrorPage: PageDefinition = {
  name: 'server-error',
  View: ServerErrorView,
  layout: 'default',
};
