export { checkProducts } from './api/check-products';
export { getProduct } from './api/get-product';
export { listProductSlugs } from './api/list-product-slugs';
export { listProducts } from './api/list-products';
export { searchProducts } from './api/search-products';
export type { ProductDetail, ProductPage } from '@/shared/api';
export { ProductGrid, ProductTile, type ProductTilePlace } from './ui/product-tile';
