import type { ReactNode } from 'react';

/** One responsive image of a product, with its intrinsic size so the layout never shifts. */
export type ProductImage = {
  src: string;
  /** Empty when the product name is next to the image and says it all. */
  alt?: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** Modern formats first, e.g. `[{ type: 'image/avif', srcSet }, { type: 'image/webp', srcSet }]`. */
  sources?: ReadonlyArray<{ type: string; srcSet: string; sizes?: string }>;
};

export type ProductImageRenderProps = {
  image: ProductImage;
  className: string;
  loading: 'lazy' | 'eager';
  fetchPriority: 'high' | 'auto';
};

/** How a picture loads: at once and first when it is among the first on screen (the LCP image). */
export function pictureLoading(
  priority: boolean,
): Pick<ProductImageRenderProps, 'loading' | 'fetchPriority'> {
  return priority
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', fetchPriority: 'auto' };
}

/** Lets the app render images its own way (an image CDN, a framework component). */
export type RenderProductImage = (props: ProductImageRenderProps) => ReactNode;

export const renderProductPicture: RenderProductImage = ({
  image,
  className,
  loading,
  fetchPriority,
}) =>
  // A product without a photo keeps its empty, tinted frame: an image without an address would
  // make the browser fetch the page itself again.
  image.src ? (
    <picture>
      {image.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes ?? image.sizes}
        />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  ) : null;
