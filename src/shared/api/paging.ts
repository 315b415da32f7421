import { apiLimits } from './limits';
import type { components } from './schema';

type Pagination = components['schemas']['Pagination'];

/** A page number from the address: digits only, from 1; anything else is the first page. */
export function readPageNumber(value: string | null): number {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  // Stays a plain number however many digits were typed (it travels in the page's state).
  return Math.max(1, Math.min(Number(text), Number.MAX_SAFE_INTEGER));
}

/**
 * The page to ask the API for. Past the last page the API serves it asks for that one instead:
 * the answer still says how long the list is, and the page is shown as past the list's end.
 */
export function pageToRequest(page: number): number {
  return Math.min(page, apiLimits.page);
}

/**
 * The last page of a list that has items when the page asked for is past it (or past the last
 * page the API serves); `null` when the page is within the list or the list is empty.
 */
export function lastPageIfPast(
  page: number,
  meta: Pick<Pagination, 'total' | 'pages'>,
): number | null {
  const lastPage = Math.min(meta.pages, apiLimits.page);
  return meta.total > 0 && page > lastPage ? lastPage : null;
}
