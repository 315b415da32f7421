export { Price, priceSizes, priceUnits } from './Price';
export type { PriceProps, PriceSize, PriceUnit } from './Price';
export type { PriceVariants } from './Price.css';
