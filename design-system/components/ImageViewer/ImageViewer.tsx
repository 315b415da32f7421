import type { ReactNode } from 'react';
import { createLazyOverlay } from '../private/lazyOverlay';
import type { ImageViewerImage } from './ImageViewerStage';

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
 * Its code and its styles are fetched the first time it opens.
 */
export const ImageViewer = createLazyOverlay<ImageViewerProps>(
  async () => (await import('./LoadedImageViewer')).LoadedImageViewer,
);
