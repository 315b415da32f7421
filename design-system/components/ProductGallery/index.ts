export { ProductGallery } from './ProductGallery';
export type { GalleryImage, ProductGalleryProps } from './ProductGallery';
export type { ProductGalleryVariants } from './ProductGallery.css';
