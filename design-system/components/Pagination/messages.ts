import { defineMessages, type NoMessageValues } from 'react-intl';

export const paginationMessages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  previousPage: NoMessageValues;
  nextPage: NoMessageValues;
  page: { page: number };
  status: { page: number; pageCount: number };
  showMore: NoMessageValues;
  remaining: { count: number };
}>({
  label: {
    id: 'ds.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the list of page links under a product list',
  },
  previous: {
    id: 'ds.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link to the previous page of a list',
  },
  next: {
    id: 'ds.pagination.next',
    defaultMessage: 'Next',
    description: 'Link to the next page of a list',
  },
  previousPage: {
    id: 'ds.pagination.previousPage',
    defaultMessage: 'Previous page',
    description: 'Accessible name of the link to the previous page of a list',
  },
  nextPage: {
    id: 'ds.pagination.nextPage',
    defaultMessage: 'Next page',
    description: 'Accessible name of the link to the next page of a list',
  },
  page: {
    id: 'ds.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a link to a numbered page of a list',
  },
  status: {
    id: 'ds.pagination.status',
    defaultMessage: 'Page {page} of {pageCount}',
    description: 'Compact pagination text on phones, e.g. "Page 3 of 12"',
  },
  showMore: {
    id: 'ds.pagination.showMore',
    defaultMessage: 'Show more',
    description: 'Button that loads the next page of a list below the current one',
  },
  remaining: {
    id: 'ds.pagination.remaining',
    defaultMessage: '({count} left)',
    description: 'How many items the "Show more" button can still load',
  },
});
