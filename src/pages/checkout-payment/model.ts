import { sample } from 'effector';
import { paymentPageOpened } from '@/features/checkout';
import { searchParamsOf } from '@/shared/model';
import { pageStarted } from './start';

sample({
  clock: pageStarted,
  filter: (context) => Boolean(searchParamsOf(context).get('tid')),
  fn: (context) => searchParamsOf(context).get('tid') ?? '',
  target: paymentPageOpened,
});
