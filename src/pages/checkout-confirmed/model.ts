import { createEvent, createStore, sample } from 'effector';
import { searchParamsOf, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

/** The order number from the address, so the page still says it after a reload. */
export const $orderNumber = createStore<string | null>(null);

sample({
  clock: pageStarted,
  fn: (context) => searchParamsOf(context).get('order')?.slice(0, 40) || null,
  target: $orderNumber,
});
