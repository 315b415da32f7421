export { AddCardDialog, addCardMessages } from './add-card-dialog';
