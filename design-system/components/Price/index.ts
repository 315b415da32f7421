export { Price, priceSizes, priceUnits } from './Price';
export type { PriceProps, PriceSize, PriceUnit } from './Price';
export type { PriceVariants } from './Price.css';
export {
  PriceCurrencyProvider,
  priceCurrencies,
  usdCentsOf,
  usePriceCurrency,
} from './price-currency';
export type { PriceCurrency, PriceCurrencyName } from './price-currency';
