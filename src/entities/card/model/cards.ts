import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut } from '@/entities/session/@x/card';
import type { Card } from '@/shared/api';
import { $api } from '@/shared/model';
import { listCards } from '../api/list-cards';

/**
 * The shopper's saved cards: listed where they are shown (the account, checkout's payment step),
 * added to once a new card is confirmed, forgotten on sign-out.
 */
const listApiFx = attach({ source: $api, effect: (api) => listCards(api) });
export const fetchCardsFx = createEffect<void, Card[]>(() => listApiFx());

export const cardsRequested = createEvent();
/** A card was confirmed and is ready to pay with. */
export const cardAdded = createEvent<Card>();

export const $cards = createStore<Card[]>([], { serialize: 'ignore' });

sample({ clock: cardsRequested, target: fetchCardsFx });
sample({ clock: fetchCardsFx.doneData, target: $cards });
sample({
  clock: cardAdded,
  source: $cards,
  fn: (cards, card) => [...cards.filter((c) => c.id !== card.id), card],
  target: $cards,
});
sample({ clock: loggedOut, fn: (): Card[] => [], target: $cards });
