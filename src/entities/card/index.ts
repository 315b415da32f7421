export { confirmCard } from './api/confirm-card';
export { createCard } from './api/create-card';
export { deleteCard } from './api/delete-card';
export { listCards } from './api/list-cards';
export { setDefaultCard } from './api/set-default-card';
export { $cards, cardAdded, cardsRequested, fetchCardsFx } from './model/cards';
