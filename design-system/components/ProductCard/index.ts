export { ProductCard, productCardHeadingLevels } from './ProductCard';
export type { ProductCardHeadingLevel, ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
export type { ProductCardVariants } from './ProductCard.css';
export { renderProductPicture } from '../private/ProductPicture';
export type {
  ProductImage,
  ProductImageRenderProps,
  RenderProductImage,
} from '../private/ProductPicture';
