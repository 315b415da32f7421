export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { ShowMore } from './ShowMore';
export type { ShowMoreProps } from './ShowMore';
export { paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
