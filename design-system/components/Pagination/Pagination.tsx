import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import { focusIsLost } from '../private/focus';
import { paginationMessages } from './messages';
import * as styles from './Pagination.css';
import { paginationItems } from './paginationItems';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  pageCount: number;
  /** Link to a page, keeping the current filters in the query. */
  getHref: (page: number) => string;
  renderLink?: RenderLink;
  /** Pages shown on each side of the current one from tablet width up. */
  siblings?: number;
}

/**
 * Page links under a list. On phones it shrinks to previous/next with "Page 3 of 12"; from tablet
 * width up it lists page numbers with gaps.
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  renderLink = renderPlainLink,
  siblings = 1,
}: PaginationProps) {
  const intl = useIntl();
  const current = Math.min(Math.max(page, 1), pageCount);
  const nav = useRef<HTMLElement>(null);
  const keepFocus = useKeptFocus(nav, getHref(current));
  if (pageCount <= 1) return null;

  const previous =
    current > 1 ? (
      renderLink({
        href: getHref(current - 1),
        rel: 'prev',
        className: styles.stepLink,
        'aria-label': intl.formatMessage(paginationMessages.previousPage),
        children: (
          <>
            <ChevronLeftIcon />
            <span className={styles.stepText}>
              {intl.formatMessage(paginationMessages.previous)}
            </span>
          </>
        ),
      })
    ) : (
      <span className={styles.stepDisabled} aria-hidden="true">
        <ChevronLeftIcon />
      </span>
    );

  const next =
    current < pageCount ? (
      renderLink({
        href: getHref(current + 1),
        rel: 'next',
        className: styles.stepLink,
        'aria-label': intl.formatMessage(paginationMessages.nextPage),
        children: (
          <>
            <span className={styles.stepText}>{intl.formatMessage(paginationMessages.next)}</span>
            <ChevronRightIcon />
          </>
        ),
      })
    ) : (
      <span className={styles.stepDisabled} aria-hidden="true">
        <ChevronRightIcon />
      </span>
    );

  return (
    <nav
      ref={nav}
      aria-label={intl.formatMessage(paginationMessages.label)}
      onClickCapture={keepFocus}
    >
      <ul className={styles.list}>
        <li>{previous}</li>
        <li className={styles.compactStatus}>
          {intl.formatMessage(paginationMessages.status, { page: current, pageCount })}
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageItem}>
              {renderLink({
                href: getHref(item),
                className: styles.link,
                'aria-current': item === current ? 'page' : undefined,
                'aria-label': intl.formatMessage(paginationMessages.page, { page: item }),
                children: item,
              })}
            </li>
          ) : (
            <li key={item} className={styles.pageItem} aria-hidden="true">
              <span className={styles.gap}>…</span>
            </li>
          ),
        )}
        <li>{next}</li>
      </ul>
    </nav>
  );
}

/**
 * The link pressed may be gone on the page it leads to ("Next" on the last page, "Previous" on the
 * first): the focus then goes to the link of that page (on phones, where page numbers are hidden,
 * to the other step link) rather than to the document, so the keyboard goes on from here.
 */
function useKeptFocus(nav: RefObject<HTMLElement | null>, currentHref: string) {
  const pressedHref = useRef<string | null>(null);
  useEffect(() => {
    const pressed = pressedHref.current;
    if (pressed === null || pressed !== currentHref) return;
    pressedHref.current = null;
    if (!focusIsLost()) return;
    const shown = [...(nav.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].filter(
      (link) => link.getClientRects().length > 0,
    );
    (shown.find((link) => link.getAttribute('aria-current') === 'page') ?? shown[0])?.focus();
  }, [nav, currentHref]);
  return (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    pressedHref.current = link?.getAttribute('href') ?? null;
  };
}
