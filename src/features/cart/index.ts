import './model/page';

export { $lineLimits } from './model/limits';
export { cartPageClosed, cartPageOpened } from './model/page';
export { CartLines } from './ui/cart-lines';
export { cartMessages } from './ui/messages';
export { MiniCartButton } from './ui/mini-cart-button';
