export { ImageViewer } from './ImageViewer';
export type { ImageViewerImage, ImageViewerProps } from './ImageViewer';
export {
  IMAGE_VIEWER_DOUBLE_TAP_ZOOM,
  IMAGE_VIEWER_MAX_ZOOM,
  IMAGE_VIEWER_MIN_ZOOM,
  IMAGE_VIEWER_SWIPE_TOLERANCE,
  IMAGE_VIEWER_WHEEL_THROTTLE_MS,
  IMAGE_VIEWER_ZOOM_STEP,
} from './zoom';
