export { CurrencySwitcher } from './CurrencySwitcher';
export type { CurrencySwitcherProps } from './CurrencySwitcher';
