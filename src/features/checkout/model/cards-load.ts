import { createStore, sample } from 'effector';
import { cardsRequested, fetchCardsFx } from '@/entities/card';
import { loggedOut } from '@/entities/session';

/**
 * The saved cards could not be read: the payment step says so, with a retry, rather than that
 * the shopper has none.
 */
export const $cardsLoadFailed = createStore(false, { serialize: 'ignore' });
/** The saved cards are being read. */
export const $cardsLoading = fetchCardsFx.pending;

sample({ clock: fetchCardsFx.fail, fn: () => true, target: $cardsLoadFailed });
sample({
  clock: [cardsRequested, fetchCardsFx.done, loggedOut],
  fn: () => false,
  target: $cardsLoadFailed,
});
