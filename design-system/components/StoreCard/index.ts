export { StoreCard, storeCardHeadingLevels } from './StoreCard';
export type { StoreCardHeadingLevel, StoreCardProps } from './StoreCard';
export type { StoreCardVariants } from './StoreCard.css';
export {
  isoWeekdays,
  storeOpenState,
  TASHKENT_UTC_OFFSET_MINUTES,
  tashkentClock,
  weekdayRuns,
} from './openingHours';
export type { IsoWeekday, OpenState, StoreHours } from './openingHours';
