import type { MouseEvent } from 'react';
import { Pagination, type PaginationProps } from 'design-system';
import { renderRouterLink } from './router-link';
import { StyledPart } from './styled-part';

/**
 * Another page of a list, picked with the mouse or a finger, opens at its top, as any other page
 * does: only the address's query changes, which keeps the scroll (for the filters and "show
 * more"), but the shopper would otherwise land on the last items of the new page. Picked with the
 * keyboard (a click without a pointer), the view stays with the page links, which keep the focus.
 * A press that opens the page elsewhere (a new tab) is the browser's.
 */
function scrollToTopOnPointerPress(event: MouseEvent) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return;
  }
  if (event.detail === 0) return;
  window.scrollTo(0, 0);
}

const renderPageLink = ({ onClick, ...props }: Parameters<typeof renderRouterLink>[0]) =>
  renderRouterLink({
    ...props,
    onClick: (event) => {
      onClick?.(event);
      scrollToTopOnPointerPress(event);
    },
  });

/**
 * The design system's page links under a list, following links in the app, shown once their
 * styles are in the page (a page's stylesheet has them only when the server rendered them).
 */
export function PageLinks(props: Omit<PaginationProps, 'renderLink'>) {
  return (
    <StyledPart part="pagination">
      <Pagination {...props} renderLink={renderPageLink} />
    </StyledPart>
  );
}
