export { CardNumberField, cardNumberError, cardNumberMask } from './CardNumberField';
export type { CardNumberErrorKind, CardNumberFieldProps } from './CardNumberField';
