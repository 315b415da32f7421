import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * For markup React does not render itself (CMS text, a part kept as the server rendered it): a
 * click handler for its container that opens the shop's own links in the app, as the router's
 * links do. Clicks with a modifier key or another button, links to another site, to a new window
 * or to a download are left to the browser; the container only forwards clicks on links, which
 * are keyboard-operable themselves.
 */
export function useInnerLinks(): (event: MouseEvent<HTMLElement>) => void {
  const [, navigate] = useLocation();
  return (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !anchor ||
      !href ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    )
      return;
    event.preventDefault();
    navigate(href);
  };
}
