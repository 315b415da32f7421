import { defineMessages, type NoMessageValues } from 'react-intl';

export const imageViewerMessages = defineMessages<{
  hint: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  zoomLevel: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  position: { index: number; count: number };
}>({
  hint: {
    id: 'ds.imageViewer.hint',
    defaultMessage:
      'Use the arrow keys to switch images, plus and minus to zoom. Pinch or double-tap to zoom on a touch screen.',
    description: 'Hidden instructions read when the full-screen image viewer opens',
  },
  zoomIn: {
    id: 'ds.imageViewer.zoomIn',
    defaultMessage: 'Zoom in',
    description: 'Button that enlarges the image in the image viewer',
  },
  zoomOut: {
    id: 'ds.imageViewer.zoomOut',
    defaultMessage: 'Zoom out',
    description: 'Button that shrinks the image in the image viewer',
  },
  zoomLevel: {
    id: 'ds.imageViewer.zoomLevel',
    defaultMessage: 'Zoom',
    description: 'Label of the current zoom percentage in the image viewer',
  },
  previous: {
    id: 'ds.imageViewer.previous',
    defaultMessage: 'Previous image',
    description: 'Button that shows the previous image in the image viewer',
  },
  next: {
    id: 'ds.imageViewer.next',
    defaultMessage: 'Next image',
    description: 'Button that shows the next image in the image viewer',
  },
  position: {
    id: 'ds.imageViewer.position',
    defaultMessage: 'Image {index} of {count}',
    description: 'Which image of the set the viewer shows, e.g. "Image 2 of 5"',
  },
});
