import { lazyView, type PageDefinition } from '@/shared/model';

export const wvsLogoutPage: PageDefinition = {
  name: 'wvs-logout',
  View: lazyView(() => import('./view').then((module) => module.WvsLogoutView)),
  layout: 'none',
};
