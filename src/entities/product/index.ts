export { checkProducts, type CheckProductsParams } from './api/check-products';
export { getProduct, type GetProductParams } from './api/get-product';
export { listProductSlugs } from './api/list-product-slugs';
export { listProducts } from './api/list-products';
export { searchProducts, type SearchProductsParams } from './api/search-products';
export type {
  Image,
  ImageSource,
  Product,
  ProductCheckLine,
  ProductCheckResult,
  ProductDetail,
  ProductFacets,
  ProductListQuery,
  ProductPage,
  ProductSlug,
  ProductSort,
  ProductSummary,
  ProductVariant,
} from '@/shared/api';
export {
  ProductGrid,
  ProductTile,
  type ProductTilePlace,
  type ProductTileProps,
} from './ui/product-tile';
