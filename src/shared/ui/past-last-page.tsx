import { defineMessage, useIntl } from 'react-intl';
import { EmptyResult } from './empty-result';

const titleMessage = defineMessage({
  id: 'paging.pastLast.title',
  defaultMessage: 'Nothing on this page',
  description: 'A list opened at a page number past its last page',
});
const textMessage = defineMessage<{ page: string }>({
  id: 'paging.pastLast.text',
  defaultMessage: 'The list ends on page {page}.',
  description: 'Under "Nothing on this page": the number of the list’s last page',
});
const actionMessage = defineMessage<{ page: string }>({
  id: 'paging.pastLast.action',
  defaultMessage: 'Go to page {page}',
  description: 'Opens the last page of a list from a page past its end',
});

interface PastLastPageProps {
  /** The list's last page. */
  lastPage: number;
  /** The address of that page. */
  lastPageHref: string;
}

/**
 * A list that has items opened at a page past its end (an old link, a typed number): the page
 * says so and leads to the last page, instead of claiming nothing was found.
 */
export function PastLastPage({ lastPage, lastPageHref }: PastLastPageProps) {
  const intl = useIntl();
  // The number as digits: browsers lack number formats for some of the shop's languages, and the
  // text must read the same as the server rendered it.
  const page = String(lastPage);
  return (
    <EmptyResult
      title={intl.formatMessage(titleMessage)}
      text={intl.formatMessage(textMessage, { page })}
      actionLabel={intl.formatMessage(actionMessage, { page })}
      actionHref={lastPageHref}
    />
  );
}
