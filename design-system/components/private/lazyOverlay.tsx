import { useState, type ComponentType } from 'react';
import { lazyComponent } from './lazyComponent';

interface OverlayProps {
  open: boolean;
}

export type LazyOverlay<P extends OverlayProps> = ComponentType<P> & {
  /** Starts loading the overlay's code, e.g. when the pointer rests on the button that opens it. */
  preload: () => Promise<unknown>;
  /**
   * Fetches the overlay's code alone, e.g. once the page is idle: the first open then needs no
   * request for it, also offline, and the page's styles stay as they are until then.
   */
  prefetch: () => Promise<unknown>;
};

let stylesheetReady: () => Promise<unknown> = () => Promise.resolve();

/**
 * An overlay's styles are used only by the code it loads when it first opens. An app whose pages
 * start with part of its stylesheet (the styles of what they show at once) says here how to wait
 * for the rest; each overlay then shows once its code and those styles are in.
 */
export function loadOverlayStylesWith(ready: () => Promise<unknown>): void {
  stylesheetReady = ready;
}

/**
 * Wraps an overlay so that its code (and the Radix primitives inside it) is fetched only when it
 * first opens. Until then it renders nothing, which keeps it out of the initial bundle; once its
 * code and styles are in it shows at once (`lazyComponent`: no suspense boundary holding it back).
 */
export function createLazyOverlay<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
): LazyOverlay<P> {
  const loadWithStyles = () =>
    Promise.all([load(), stylesheetReady()]).then(([component]) => component);
  const Loaded = lazyComponent(loadWithStyles);

  function Overlay(props: P) {
    const [requested, setRequested] = useState(props.open);
    if (props.open && !requested) setRequested(true);
    if (!requested) return null;
    return <Loaded {...props} />;
  }

  return Object.assign(Overlay, { preload: Loaded.preload, prefetch: load });
}
