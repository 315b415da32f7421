import { useEffect, useState, type ReactNode } from 'react';
import { stylesHold, wholeStylesheet, type OptionalPart } from '@/shared/lib/on-demand';

/**
 * A part that only some renders of a page show (page links under a list), shown once its styles
 * are in the page. The server links a page's stylesheet with the part's rules only when the page
 * it rendered shows it (src/server/page-stylesheets.ts); when the part appears later in the
 * browser without a new page (a search or filter with more pages than the first), it waits for
 * the whole stylesheet, which is usually in the browser's cache by then, instead of showing
 * unstyled for a moment. Should the stylesheet fail to load (offline, not cached), the part shows
 * as it is rather than not at all.
 */
export function StyledPart({ part, children }: { part: OptionalPart; children: ReactNode }) {
  const [styled, setStyled] = useState(() => stylesHold(part));
  useEffect(() => {
    if (styled) return;
    let current = true;
    void wholeStylesheet().then(() => {
      if (current) setStyled(true);
    });
    return () => {
      current = false;
    };
  }, [styled]);
  return styled ? children : null;
}
