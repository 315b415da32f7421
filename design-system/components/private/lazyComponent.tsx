import { useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What shows until the code is in (nothing by default), as a suspense boundary's fallback. */
interface LazyProps {
  fallback?: ReactNode;
}

export type LazyComponent<P extends object> = ComponentType<P & LazyProps> & {
  /** Starts loading the component's code; resolves once it is in (what `load` resolves to). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code is loaded the first time it renders, shown as soon as that code is in.
 *
 * Unlike `React.lazy` under a suspense boundary, it never suspends: React shows what a boundary
 * held back at the earliest 300 ms after the boundary last showed its fallback, so a dialog or a
 * sheet opened by a press would come up at least 300 ms later even when its code was already
 * fetched. Here it renders its `fallback` (nothing by default) until its code is in, and once it
 * is (at once when it was preloaded), it renders before the browser paints. Its first render is
 * always the fallback, as on the server, so it never makes hydration differ from the server's HTML.
 *
 * A load that fails is thrown from its render to the nearest error boundary, as `React.lazy`
 * does; the next time it mounts it tries again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Lazy({ fallback = null, ...props }: P & LazyProps) {
    const [component, setComponent] = useState<ComponentType<P> | null>(null);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useLayoutEffect(() => {
      if (component) return;
      if (loaded) {
        setComponent(() => loaded);
        return;
      }
      let mounted = true;
      preload().then(
        (next) => {
          if (mounted) setComponent(() => next);
        },
        (error: unknown) => {
          if (mounted) setFailure({ error });
        },
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    const Loaded = component;
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }

  return Object.assign(Lazy, { preload });
}
