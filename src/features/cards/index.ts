export {
  $addCardOpen,
  $addCardStep,
  $codeResendAt,
  $number,
  $verification,
  addCardOpened,
  clockFx,
  confirmCardFx,
  createCardFx,
} from './model/cards';
export { $savedCardsFailure, deleteCardFx, setDefaultCardFx } from './model/saved-cards';
