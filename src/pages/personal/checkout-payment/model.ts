import { createEvent, sample } from 'effector';
import { paymentPageOpened } from '@/features/checkout';
import { searchParamsOf, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({
  clock: pageStarted,
  filter: (context) => Boolean(searchParamsOf(context).get('tid')),
  fn: (context) => searchParamsOf(context).get('tid') ?? '',
  target: paymentPageOpened,
});
