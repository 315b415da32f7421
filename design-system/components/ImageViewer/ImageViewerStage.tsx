import { useCallback, useEffect, useState } from 'react';
import { ImageViewerControls } from './ImageViewerControls';
import * as styles from './ImageViewer.css';
import { usePanZoom } from './use-pan-zoom';
import { stepIndex, zoomIn, zoomOut } from './zoom';
import type { SwipeDirection } from './zoom';

export interface ImageViewerImage {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

interface ImageViewerStageProps {
  images: ImageViewerImage[];
  initialIndex: number;
  onIndexChange?: (index: number) => void;
}

export function ImageViewerStage({ images, initialIndex, onIndexChange }: ImageViewerStageProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), count - 1));
  const { zoom, offset, dragging, stageRef, changeZoom, reset, stageHandlers } = usePanZoom();

  const go = useCallback(
    (direction: SwipeDirection) => {
      if (count < 2) return;
      setIndex((current) => {
        const next = stepIndex(current, count, direction);
        onIndexChange?.(next);
        return next;
      });
      reset();
    },
    [count, onIndexChange, reset],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case 'ArrowLeft':
          go('previous');
          break;
        case 'ArrowRight':
          go('next');
          break;
        case '+':
        case '=':
          changeZoom(zoomIn);
          break;
        case '-':
        case '_':
          changeZoom(zoomOut);
          break;
        default:
          return;
      }
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, changeZoom]);

  const image = images[index];

  return (
    <>
      <div
        ref={stageRef}
        className={`${styles.stage} ${zoom > 1 ? styles.stageZoomed : ''}`}
        {...stageHandlers(go)}
        data-zoom={zoom}
      >
        {image ? (
          <img
            key={image.src}
            className={`${styles.image} ${dragging ? styles.imageDragging : ''}`}
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            style={{
              transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`,
            }}
          />
        ) : null}
      </div>
      <ImageViewerControls
        zoom={zoom}
        onZoomIn={() => changeZoom(zoomIn)}
        onZoomOut={() => changeZoom(zoomOut)}
        index={index}
        count={count}
        onStep={go}
      />
    </>
  );
}
