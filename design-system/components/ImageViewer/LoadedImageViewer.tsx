import { useIntl } from 'react-intl';
import { DialogPanel } from '../Dialog/DialogPanel';
import type { ImageViewerProps } from './ImageViewer';
import * as styles from './ImageViewer.css';
import { ImageViewerStage } from './ImageViewerStage';
import { imageViewerMessages } from './messages';

/** The image viewer once its code is loaded; its styles come with it (see ImageViewer). */
export function LoadedImageViewer({
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
      <ImageViewerStage images={images} initialIndex={initialIndex} onIndexChange={onIndexChange} />
    </DialogPanel>
  );
}
