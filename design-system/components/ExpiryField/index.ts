export { ExpiryField, expiryMask } from './ExpiryField';
export type { ExpiryFieldProps } from './ExpiryField';
