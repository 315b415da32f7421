export { CartLine, cartLineTotal } from './CartLine';
export type { CartLineAttribute, CartLineProps } from './CartLine';
