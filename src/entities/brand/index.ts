export { getBrand, type GetBrandParams } from './api/get-brand';
export { listBrands } from './api/list-brands';
export type { Brand, BrandDetail, BrandRef } from '@/shared/api';
