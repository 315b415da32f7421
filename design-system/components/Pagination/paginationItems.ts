export type PaginationItem = number | 'start-gap' | 'end-gap';

/**
 * Page numbers to show: always the first and last page, the current page with `siblings` pages on
 * each side, and a gap where pages are skipped. A gap never hides a single page — that page is
 * shown instead, so the number of items stays constant while paging.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // first + last + current + siblings on both sides + two gaps
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStartGap = left > 3;
  const showEndGap = right < pageCount - 2;

  if (!showStartGap) {
    return [...range(1, slots - 2), 'end-gap', pageCount];
  }
  if (!showEndGap) {
    return [1, 'start-gap', ...range(pageCount - (slots - 3), pageCount)];
  }
  return [1, 'start-gap', ...range(left, right), 'end-gap', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
}
