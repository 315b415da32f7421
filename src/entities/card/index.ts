export { confirmCard } from './api/confirm-card';
export { createCard } from './api/create-card';
export { deleteCard } from './api/delete-card';
export { listCards } from './api/list-cards';
export { setDefaultCard } from './api/set-default-card';
export type {
  Card,
  CardBrand,
  CardConfirmRequest,
  CardCreateRequest,
  CardVerification,
} from '@/shared/api';
export { $cards, cardAdded, cardsRequested, fetchCardsFx } from './model/cards';
