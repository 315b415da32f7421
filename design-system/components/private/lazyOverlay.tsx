import { Suspense, lazy, useState, type ComponentType } from 'react';

interface OverlayProps {
  open: boolean;
}

export type LazyOverlay<P extends OverlayProps> = ComponentType<P> & {
  /** Starts loading the overlay's code, e.g. when the pointer rests on the button that opens it. */
  preload: () => Promise<unknown>;
};

/**
 * Wraps an overlay so that its code (and the Radix primitives inside it) is fetched only when it
 * first opens. Until then it renders nothing, which keeps it out of the initial bundle.
 */
export function createLazyOverlay<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
): LazyOverlay<P> {
  const Loaded = lazy(async () => ({ default: await load() }));

  function Overlay(props: P) {
    const [requested, setRequested] = useState(props.open);
    if (props.open && !requested) setRequested(true);
    if (!requested) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return Object.assign(Overlay, { preload: load });
}
