export { CART_BADGE_MAX, CartButton } from './CartButton';
export type { CartButtonProps } from './CartButton';
