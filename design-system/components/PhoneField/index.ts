export { PhoneField, phoneMask } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
