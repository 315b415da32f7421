import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon, MinusIcon, PlusIcon } from '../Icon';
import * as styles from './ImageViewer.css';
import { imageViewerMessages } from './messages';
import { IMAGE_VIEWER_MAX_ZOOM, IMAGE_VIEWER_MIN_ZOOM } from './zoom';
import type { SwipeDirection } from './zoom';

interface ImageViewerControlsProps {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** Position of the shown image, from 0. */
  index: number;
  count: number;
  onStep: (direction: SwipeDirection) => void;
}

/** The zoom buttons with the zoom level, and with more than one image the previous / next buttons. */
export function ImageViewerControls({
  zoom,
  onZoomIn,
  onZoomOut,
  index,
  count,
  onStep,
}: ImageViewerControlsProps) {
  const intl = useIntl();
  return (
    <div className={styles.controls}>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.controlButton}
          aria-label={intl.formatMessage(imageViewerMessages.zoomOut)}
          aria-disabled={zoom <= IMAGE_VIEWER_MIN_ZOOM}
          onClick={onZoomOut}
        >
          <MinusIcon />
        </button>
        <output
          className={styles.readout}
          aria-label={intl.formatMessage(imageViewerMessages.zoomLevel)}
          aria-live="polite"
        >
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className={styles.controlButton}
          aria-label={intl.formatMessage(imageViewerMessages.zoomIn)}
          aria-disabled={zoom >= IMAGE_VIEWER_MAX_ZOOM}
          onClick={onZoomIn}
        >
          <PlusIcon />
        </button>
      </div>
      {count > 1 ? (
        <div className={styles.group}>
          <button
            type="button"
            className={styles.controlButton}
            aria-label={intl.formatMessage(imageViewerMessages.previous)}
            onClick={() => onStep('previous')}
          >
            <ChevronLeftIcon />
          </button>
          <p className={styles.readout} aria-live="polite">
            {intl.formatMessage(imageViewerMessages.position, { index: index + 1, count })}
          </p>
          <button
            type="button"
            className={styles.controlButton}
            aria-label={intl.formatMessage(imageViewerMessages.next)}
            onClick={() => onStep('next')}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
