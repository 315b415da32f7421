export { getCart } from './api/get-cart';
export { saveCart, type SaveCartParams } from './api/save-cart';
export type { CartLine } from '@/shared/api';
