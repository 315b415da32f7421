export { confirmCard } from './api/confirm-card';
export { createCard } from './api/create-card';
export { listCards } from './api/list-cards';
export type {
  Card,
  CardBrand,
  CardConfirmRequest,
  CardCreateRequest,
  CardVerification,
} from '@/shared/api';
