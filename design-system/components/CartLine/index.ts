export { CartLine, cartLineTotal } from './CartLine';
export type { CartLineAttribute, CartLineProps } from './CartLine';
export { CartLineSkeleton } from './CartLineSkeleton';
export type { CartLineSkeletonProps } from './CartLineSkeleton';
