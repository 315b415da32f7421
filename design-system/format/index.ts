export { formatMoney, formatUsd, groupThousands, locales, NNBSP } from './money';
export { formatKilograms } from './weight';
export type { Locale } from './money';
export {
  formatPhone,
  isUzMobile,
  maskPhone,
  nationalDigits,
  parsePhone,
  UZ_COUNTRY_CODE,
  UZ_NATIONAL_LENGTH,
  uzMobilePrefixes,
} from './phone';
export type { PhoneErrorKind, PhoneParseResult } from './phone';
export {
  CARD_NUMBER_LENGTH,
  cardBrand,
  cardBrandNames,
  cardBrands,
  cardDigits,
  formatCardNumber,
  luhnValid,
  maskCardNumber,
} from './card';
export type { CardBrand } from './card';
export {
  expiryToMmYy,
  formatExpiryInput,
  isExpiryInPast,
  parseExpiry,
  validateExpiry,
} from './expiry';
export type { Expiry, ExpiryErrorKind } from './expiry';
