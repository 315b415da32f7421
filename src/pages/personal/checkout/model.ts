import { createEvent, createStore, sample } from 'effector';
import { $cartReady } from '@/entities/cart';
import { cardsRequested } from '@/entities/card';
import { addCardOpened } from '@/features/cards';
import { signInRequested } from '@/features/auth';
import { addCardRequested, checkoutOpened, signInAgainClicked } from '@/features/checkout';
import { storesRequested } from '@/entities/store';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

/** Opened before this device knew its cart: the guard waits for the cart. */
const $waitingForCart = createStore(false, { serialize: 'ignore' });

sample({ clock: pageStarted, target: [cardsRequested, storesRequested] });
sample({ clock: addCardRequested, target: addCardOpened });
// The session ended while placing the order: signing in again stays on this page, as it is.
sample({ clock: signInAgainClicked, fn: () => ({ returnTo: null }), target: signInRequested });
sample({ clock: pageStarted, filter: $cartReady, target: checkoutOpened });
sample({ clock: pageStarted, source: $cartReady, fn: (ready) => !ready, target: $waitingForCart });
const cartKnown = sample({
  clock: $cartReady.updates,
  source: $waitingForCart,
  filter: (waiting, ready) => waiting && ready,
});
sample({ clock: cartKnown, target: checkoutOpened });
sample({ clock: cartKnown, fn: () => false, target: $waitingForCart });
