export { getBrand } from './api/get-brand';
export { listBrands } from './api/list-brands';
export type { Brand, BrandDetail } from '@/shared/api';
