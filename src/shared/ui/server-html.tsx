import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from 'design-system';
import { useInnerLinks } from './inner-links';
import * as styles from './server-html.css';
import { useHydrated } from './use-hydrated';

/** Each part's markup as the server rendered it into the document the browser started with. */
const kept = new Map<string, string>();

export interface ServerHtmlProps {
  /** Names the part in the document (`data-server-html`), one element per name. */
  name: string;
  /**
   * What the part shows: rendered by the server, and in the browser only where the document it
   * started with has no markup of the part (code loaded on demand: the browser's bundle should
   * reach it only through `import()`).
   */
  children: ReactNode;
  /**
   * The part's interactive pieces, rendered into the kept markup once the page is interactive
   * (through portals into `markup`); where the browser renders the part itself, `children`
   * render them.
   */
  islands?: (markup: HTMLElement) => ReactNode;
  /** The element's class; without one the element lays out nothing itself (`display: contents`). */
  className?: string;
}

/**
 * A part of the page that nothing changes in the browser (the footer): the browser keeps the
 * server's markup and neither renders nor hydrates it, so it loads none of its code or texts.
 * React leaves alone the inner HTML of an element it was told to set it on; the element is
 * given the markup the document had, so it stays the same when the part is shown again (a
 * page with another layout in between). Links inside open in the app, as the router's do.
 */
export function ServerHtml({ name, children, islands, className = styles.part }: ServerHtmlProps) {
  const followInnerLink = useInnerLinks();
  const hydrated = useHydrated();
  const element = useRef<HTMLElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [markup] = useState(() => {
    if (import.meta.env.SSR) return null;
    if (!hydrated && !kept.has(name)) {
      const found = document.querySelector(`[data-server-html="${name}"]`);
      if (found) kept.set(name, found.innerHTML);
    }
    return kept.get(name) ?? null;
  });
  useEffect(() => {
    if (markup !== null) setContainer(element.current);
  }, [markup]);
  if (markup === null) {
    return (
      <Box data-server-html={name} className={className}>
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
    );
  }
  return (
    <>
      {/* The container only forwards clicks on the links inside it, which are keyboard-operable themselves. */}
      <Box
        data-server-html={name}
        className={className}
        ref={element}
        onClick={followInnerLink}
        dangerouslySetInnerHTML={{ __html: markup }}
        suppressHydrationWarning
      />
      {container && islands ? islands(container) : null}
    </>
  );
}
