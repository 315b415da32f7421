import type { Store } from '@/shared/api';

/** The API's daily hours as the design system's opening-hours rows. */
export function storeHours(store: Pick<Store, 'opens' | 'closes'>) {
  return [{ days: [1, 2, 3, 4, 5, 6, 7] as const, opens: store.opens, closes: store.closes }];
}
