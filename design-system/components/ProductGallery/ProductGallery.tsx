import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SearchIcon } from '../Icon';
import {
  renderProductPicture,
  type ProductImage,
  type RenderProductImage,
} from '../private/ProductPicture';
import * as styles from './ProductGallery.css';

const messages = defineMessages<{
  images: { name: string };
  image: { index: number; count: number };
  open: { index: number; count: number };
}>({
  images: {
    id: 'ds.productGallery.images',
    defaultMessage: 'Images of {name}',
    description: 'Accessible name of the list of thumbnails of a product gallery',
  },
  image: {
    id: 'ds.productGallery.image',
    defaultMessage: 'Image {index} of {count}',
    description: 'Accessible name of one thumbnail in a product gallery',
  },
  open: {
    id: 'ds.productGallery.open',
    defaultMessage: 'Open image {index} of {count} full screen',
    description: 'Label of the large gallery image that opens the image viewer',
  },
});

export type GalleryImage = ProductImage & {
  /** A small version for the thumbnail strip; the main image is used when absent. */
  thumbnail?: ProductImage;
};

export type ProductGalleryProps = {
  /** Product name, for the accessible names of the image list. */
  name: string;
  images: readonly GalleryImage[];
  /** Controlled selected image; leave out to let the gallery keep it. */
  selectedIndex?: number;
  defaultSelectedIndex?: number;
  onSelectedIndexChange?: (index: number) => void;
  /** Opens the full-screen image viewer at an image; the large image is a button when given. */
  onOpenViewer?: (index: number) => void;
  renderImage?: RenderProductImage;
  className?: string;
};

/**
 * The product page's large image with thumbnails. Thumbnails are tabs: arrows, Home and End move
 * between them and show the image at once.
 */
export function ProductGallery({
  name,
  images,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  onOpenViewer,
  renderImage = renderProductPicture,
  className,
}: ProductGalleryProps) {
  const intl = useIntl();
  const baseId = useId();
  const [ownIndex, setOwnIndex] = useState(defaultSelectedIndex);
  const count = images.length;
  const selected = Math.min(Math.max(0, selectedIndex ?? ownIndex), Math.max(0, count - 1));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[selected];
  if (!current) return null;

  const select = (index: number, focus = false) => {
    if (selectedIndex === undefined) setOwnIndex(index);
    onSelectedIndexChange?.(index);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowDown: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      ArrowUp: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const panelId = `${baseId}-panel`;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const position = { index: selected + 1, count };
  const largeImage = renderImage({
    image: current,
    className: styles.image,
    loading: selected === 0 ? 'eager' : 'lazy',
    fetchPriority: selected === 0 ? 'high' : 'auto',
  });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        className={styles.stage}
        {...(count > 1
          ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(selected) }
          : {})}
      >
        {onOpenViewer ? (
          <button
            type="button"
            className={styles.open}
            aria-label={intl.formatMessage(messages.open, position)}
            onClick={() => onOpenViewer(selected)}
          >
            {largeImage}
            <span className={styles.zoomHint} aria-hidden="true">
              <SearchIcon size="md" />
            </span>
          </button>
        ) : (
          largeImage
        )}
      </div>
      {count > 1 ? (
        <div
          role="tablist"
          aria-label={intl.formatMessage(messages.images, { name })}
          className={styles.thumbs}
        >
          {images.map((image, index) => (
            <button
              key={`${image.src}-${index}`}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId}
              aria-label={intl.formatMessage(messages.image, { index: index + 1, count })}
              tabIndex={index === selected ? 0 : -1}
              className={styles.thumb({ selected: index === selected })}
              onClick={() => select(index)}
              onKeyDown={onTabKeyDown}
            >
              {renderImage({
                image: { ...(image.thumbnail ?? image), alt: '', sizes: '64px' },
                className: styles.thumbImage,
                loading: 'lazy',
                fetchPriority: 'auto',
              })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
