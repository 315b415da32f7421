import { Pagination, type PaginationProps } from 'design-system';
import { renderRouterLink } from './router-link';
import { StyledPart } from './styled-part';

/**
 * The design system's page links under a list, following links in the app, shown once their
 * styles are in the page (a page's stylesheet has them only when the server rendered them).
 */
export function PageLinks(props: Omit<PaginationProps, 'renderLink'>) {
  return (
    <StyledPart part="pagination">
      <Pagination {...props} renderLink={renderRouterLink} />
    </StyledPart>
  );
}
