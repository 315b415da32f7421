import { lazyView, type PageDefinition } from '@/shared/model';

export const businessPage: PageDefinition = {
  name: 'business',
  loadModel: () => import('./model/page'),
  View: lazyView(() => import('./view').then((module) => module.BusinessView)),
  layout: 'default',
};
