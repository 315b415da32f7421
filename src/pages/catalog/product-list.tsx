import { useEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { focusIsLost, Box, ButtonLink, Grid, Skeleton, Spinner, Stack } from 'design-system';
import { EmptyResult, PageLinks, PastLastPage } from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import type { ProductPage } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';

const messages = defineMessages({
  empty: {
    id: 'catalog.empty',
    defaultMessage: 'No products found',
    description: 'Catalogue with no matching products',
  },
  emptyHint: {
    id: 'catalog.empty.hint',
    defaultMessage: 'Try other filters or browse the whole catalogue.',
    description: 'Advice under "No products found"',
  },
  showAll: {
    id: 'catalog.empty.action',
    defaultMessage: 'Show all products',
    description: 'Resets the catalogue filters',
  },
  showMore: {
    id: 'catalog.showMore',
    defaultMessage: 'Show more',
    description: 'Adds the next page of products under the ones shown',
  },
});

/** While another list loads: tile-shaped placeholders, and the loading state announced. */
function ListLoading() {
  return (
    <Stack space="lg" data-testid="product-grid-loading">
      <Spinner labelVisible />
      <Grid columns={{ mobile: 2, tablet: 3, desktop: 4 }} space="lg">
        {Array.from({ length: 8 }, (_, index) => (
          <Stack key={index} space="sm">
            <Skeleton aspectRatio="1 / 1" />
            <Skeleton shape="text" lines={2} />
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}

interface ProductListProps {
  result: ProductPage | null;
  /** The shown list no longer matches the address: another one is on its way. */
  outdated: boolean;
  loading: boolean;
  /** The list's last page when the address asks for a page past it. */
  pastLastPage: number | null;
  /** Where "Show all products" leads when nothing matches. */
  emptyActionHref: string;
  pageHref: (page: number) => string;
  /** Adds the next page under the shown products (with scripts; without, the link opens it). */
  onShowMore: (nextPageHref: string) => void;
}

/** The found products, or what to do when there are none; "Show more" and the page links. */
export function ProductList({
  result,
  outdated,
  loading,
  pastLastPage,
  emptyActionHref,
  pageHref,
  onShowMore,
}: ProductListProps) {
  const intl = useIntl();
  const nextPageHref =
    result && result.meta.page < result.meta.pages ? pageHref(result.meta.page + 1) : null;
  const list = useRef<HTMLElement>(null);
  const firstAdded = useFirstAddedFocus(list, result?.data.length ?? 0);

  return (
    <Stack ref={list} space="xl" flexGrow="1" minWidth="0" aria-busy={loading}>
      {outdated ? (
        <ListLoading />
      ) : pastLastPage !== null ? (
        <PastLastPage lastPage={pastLastPage} lastPageHref={pageHref(pastLastPage)} />
      ) : result && result.data.length > 0 ? (
        <ProductGrid tile={CartProductTile} products={result.data} priorityCount={2} />
      ) : result ? (
        <EmptyResult
          title={intl.formatMessage(messages.empty)}
          text={intl.formatMessage(messages.emptyHint)}
          actionLabel={intl.formatMessage(messages.showAll)}
          actionHref={emptyActionHref}
        />
      ) : null}
      {nextPageHref && !outdated && pastLastPage === null ? (
        <Box display="flex" justifyContent="center">
          <ButtonLink
            href={nextPageHref}
            as={RouterLink}
            tone="neutral"
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (loading) return;
              firstAdded.expect();
              onShowMore(nextPageHref);
            }}
          >
            {intl.formatMessage(messages.showMore)}
          </ButtonLink>
        </Box>
      ) : null}
      {/* Kept while another page of the list loads: the page link pressed keeps the focus. */}
      {result && pastLastPage === null && result.meta.pages > 1 ? (
        <PageLinks page={result.meta.page} pageCount={result.meta.pages} getHref={pageHref} />
      ) : null}
    </Stack>
  );
}

/**
 * "Show more" is gone once the last page is added: the focus, which it had, goes to the first of
 * the products it added rather than to the document, so the keyboard goes on from there.
 */
function useFirstAddedFocus(list: RefObject<HTMLElement | null>, shown: number) {
  const shownBefore = useRef<number | null>(null);
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || shown <= before) return;
    shownBefore.current = null;
    if (!focusIsLost()) return;
    list.current
      ?.querySelector<HTMLElement>(
        `[data-testid="product-grid"] > li:nth-child(${before + 1}) a[href]`,
      )
      ?.focus();
  }, [list, shown]);
  return {
    /** A press of "Show more": the products shown now are followed by the ones it adds. */
    expect: () => {
      shownBefore.current = shown;
    },
  };
}
