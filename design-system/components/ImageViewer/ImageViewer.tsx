import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createLazyOverlay } from '../private/lazyOverlay';
import * as styles from './ImageViewer.css';
import type { ImageViewerImage } from './ImageViewerStage';
import { imageViewerMessages } from './messages';

export type { ImageViewerImage } from './ImageViewerStage';

export interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the viewer, usually the product name. */
  title: ReactNode;
  images: ImageViewerImage[];
  /** Image shown when the viewer opens. */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * A full-screen image viewer in a modal dialog: zoom with +/−, the buttons, the wheel, a pinch
 * or a double tap; switch images with the arrow keys, the buttons or a swipe; Escape closes.
 * Its code is fetched the first time it opens.
 */
export const ImageViewer = createLazyOverlay<ImageViewerProps>(async () => {
  const [{ DialogPanel }, { ImageViewerStage }] = await Promise.all([
    import('../Dialog/DialogPanel'),
    import('./ImageViewerStage'),
  ]);
  function LoadedImageViewer({
    images,
    initialIndex = 0,
    onIndexChange,
    ...dialog
  }: ImageViewerProps) {
    const intl = useIntl();
    return (
      <DialogPanel
        {...dialog}
        description={intl.formatMessage(imageViewerMessages.hint)}
        hideDescription
        contentClassName={styles.content}
        bodyClassName={styles.body}
      >
        <ImageViewerStage
          images={images}
          initialIndex={initialIndex}
          onIndexChange={onIndexChange}
        />
      </DialogPanel>
    );
  }
  return LoadedImageViewer;
});
