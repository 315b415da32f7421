export { AddCardDialog, addCardMessages } from './add-card-dialog';
export { SavedCards } from './saved-cards';
