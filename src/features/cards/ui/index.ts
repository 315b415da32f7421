export { AddCardDialog } from './add-card-dialog';
export { SavedCards } from './saved-cards';
