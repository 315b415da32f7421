import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $cards, cardsRequested, deleteCard, fetchCardsFx, setDefaultCard } from '@/entities/card';
import { loggedOut } from '@/entities/session';
import { failureFacts, type Card } from '@/shared/api';
import { $api } from '@/shared/model';

const deleteApiFx = attach({
  source: $api,
  effect: (api, id: number) => deleteCard(api, { id }),
});
const setDefaultApiFx = attach({
  source: $api,
  effect: (api, id: number) => setDefaultCard(api, { id }),
});
export const deleteCardFx = createEffect<number, void>((id) => deleteApiFx(id));
export const setDefaultCardFx = createEffect<number, Card[]>((id) => setDefaultApiFx(id));

/** The shopper asked to remove this card: the confirmation opens. */
export const removeCardClicked = createEvent<Card>();
export const removeCardDismissed = createEvent();
export const removeCardConfirmed = createEvent();
export const defaultCardChosen = createEvent<number>();

export type SavedCardsFailure = 'load' | 'remove' | 'default';

/** The card whose removal is being confirmed (the dialog is open while it is set). */
export const $cardToRemove = createStore<Card | null>(null, { serialize: 'ignore' });
export const $savedCardsFailure = createStore<SavedCardsFailure | null>(null, {
  serialize: 'ignore',
});
export const $cardsLoading = fetchCardsFx.pending;
export const $removingCard = deleteCardFx.pending;
/** The card being made the default, while the server is asked. */
export const $choosingDefault = createStore<number | null>(null, { serialize: 'ignore' });

sample({ clock: removeCardClicked, target: $cardToRemove });
sample({ clock: [removeCardDismissed, loggedOut], fn: () => null, target: $cardToRemove });
sample({
  clock: [removeCardClicked, removeCardDismissed, defaultCardChosen, cardsRequested],
  fn: () => null,
  target: $savedCardsFailure,
});

sample({
  clock: removeCardConfirmed,
  source: $cardToRemove,
  filter: (card: Card | null): card is Card => card !== null,
  fn: (card) => card.id,
  target: deleteCardFx,
});
// A card another device removed already is gone too: both leave the list.
const removed = sample({
  clock: [
    deleteCardFx.done.map(({ params }) => params),
    deleteCardFx.fail.filterMap(({ params, error }) =>
      failureFacts(error).status === 404 ? params : undefined,
    ),
  ],
});
sample({
  clock: removed,
  source: $cards,
  fn: (cards, id) => cards.filter((card) => card.id !== id),
  target: $cards,
});
sample({ clock: removed, fn: () => null, target: $cardToRemove });
// The server hands the default to another card when the default goes: ask which.
sample({ clock: removed, target: fetchCardsFx });
sample({
  clock: deleteCardFx.failData,
  filter: (error) => failureFacts(error).status !== 404,
  fn: (): SavedCardsFailure => 'remove',
  target: $savedCardsFailure,
});

sample({
  clock: defaultCardChosen,
  source: { cards: $cards, choosing: $choosingDefault },
  filter: ({ cards, choosing }, id) =>
    choosing === null && cards.some((card) => card.id === id && !card.is_default),
  fn: (_, id) => id,
  target: [setDefaultCardFx, $choosingDefault],
});
sample({ clock: setDefaultCardFx.doneData, target: $cards });
sample({ clock: setDefaultCardFx.finally, fn: () => null, target: $choosingDefault });
sample({
  clock: setDefaultCardFx.failData,
  fn: (): SavedCardsFailure => 'default',
  target: $savedCardsFailure,
});
sample({
  clock: setDefaultCardFx.fail,
  filter: ({ error }) => failureFacts(error).status === 404,
  target: fetchCardsFx,
});

sample({
  clock: fetchCardsFx.fail,
  fn: (): SavedCardsFailure => 'load',
  target: $savedCardsFailure,
});
sample({ clock: loggedOut, fn: () => null, target: $savedCardsFailure });
