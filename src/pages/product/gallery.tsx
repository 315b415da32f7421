import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Box, ImageViewer, Inline, renderProductPicture, sprinkles } from 'design-system';
import * as pictureStyles from '@/shared/ui/picture.css';
import type { Image } from '@/shared/api';
import { toPicture, toSrcSet } from '@/shared/ui';

const openMessage = defineMessage<{ index: number; name: string }>({
  id: 'product.gallery.open',
  defaultMessage: 'Open photo {index} of {name}',
  description: 'Button on a product photo that opens the zoomable viewer',
});

interface GalleryProps {
  name: string;
  images: readonly Image[];
  apiUrl: string;
}

const showMessage = defineMessage<{ index: number; name: string }>({
  id: 'product.gallery.show',
  defaultMessage: 'Show photo {index} of {name}',
  description: 'Small product photo under the large one: shows it as the large photo',
});

/** How wide the main photo is shown (the preload in the page's head uses the same). */
export const mainPhotoSizes = '(min-width: 1024px) 480px, 100vw';

/** The product's photos; a click opens the zoomable image viewer (loaded on demand). */
export function ProductPhotos({ name, images, apiUrl }: GalleryProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const picture = toPicture(current, apiUrl, mainPhotoSizes);
  const show = (next: number) => {
    setIndex(next);
    setOpen(true);
  };
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <button
        type="button"
        onClick={() => show(index)}
        aria-label={intl.formatMessage(openMessage, { index: index + 1, name })}
        className={sprinkles({
          padding: 'none',
          borderWidth: 'none',
          background: 'surfaceMuted',
          borderRadius: 'lg',
          overflow: 'hidden',
        })}
        style={{ cursor: 'zoom-in' }}
      >
        {renderProductPicture({
          image: { ...picture, alt: current.alt || name },
          className: pictureStyles.fluid,
          loading: 'eager',
          fetchPriority: 'high',
        })}
      </button>
      {images.length > 1 ? (
        <Inline space="sm">
          {images.map((image, position) => (
            <button
              key={image.src}
              type="button"
              onClick={() => setIndex(position)}
              aria-label={intl.formatMessage(showMessage, { index: position + 1, name })}
              aria-pressed={position === index}
              className={sprinkles({
                padding: 'none',
                borderWidth: 'thin',
                borderStyle: 'solid',
                borderColor: position === index ? 'borderStrong' : 'border',
                borderRadius: 'sm',
                overflow: 'hidden',
                background: 'surface',
              })}
            >
              <img
                src={toPicture(image, apiUrl).src}
                srcSet={toSrcSet(image, apiUrl)}
                sizes="64px"
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            </button>
          ))}
        </Inline>
      ) : null}
      <ImageViewer
        open={open}
        onOpenChange={setOpen}
        title={name}
        images={images.map((image) => ({
          src: toPicture(image, apiUrl).src,
          srcSet: toSrcSet(image, apiUrl),
          alt: image.alt || name,
          width: image.width,
          height: image.height,
        }))}
        initialIndex={index}
        onIndexChange={setIndex}
      />
    </Box>
  );
}
