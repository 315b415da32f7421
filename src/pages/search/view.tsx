import { useUnit } from 'effector-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Heading, Link, LiveRegion, Skeleton, Stack, Text } from 'design-system';
import { Link as RouterLink } from 'wouter';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { EmptyResult, Head, PageLinks, PastLastPage } from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';
import type { SearchOutcome } from '@/features/search';
import { $loading, $outcome, $pastLastPage, $searchText } from './model';

const messages = defineMessages({
  title: {
    id: 'search.title',
    defaultMessage: 'Search',
    description: 'Search page heading without a query',
  },
  description: {
    id: 'search.description',
    defaultMessage: 'Find groceries and household goods in Savat.',
    description: 'Search page meta description',
  },
  nothing: {
    id: 'search.nothing',
    defaultMessage: 'Nothing found',
    description: 'Search with no results',
  },
  nothingHint: {
    id: 'search.nothing.hint',
    defaultMessage: 'Check the spelling or try a more general word.',
    description: 'Advice under "Nothing found"',
  },
  toCatalog: {
    id: 'search.toCatalog',
    defaultMessage: 'Browse the catalogue',
    description: 'Link from an empty search',
  },
  prompt: {
    id: 'search.prompt',
    defaultMessage: 'Type what you are looking for in the search box above.',
    description: 'Search page without a query',
  },
});

const resultsFor = defineMessage<{ query: string }>({
  id: 'search.resultsFor',
  defaultMessage: 'Search results for “{query}”',
  description: 'Search page heading',
});
const showingFor = defineMessage<{ query: string }>({
  id: 'search.showingFor',
  defaultMessage: 'Nothing was found as typed; showing results for “{query}”',
  description: 'Note when the search was retried in the other script or keyboard layout',
});
const foundCount = defineMessage<{ count: number }>({
  id: 'search.count',
  defaultMessage: '{count, plural, one {# product found} other {# products found}}',
  description: 'How many products the search found',
});

export function SearchView() {
  const intl = useIntl();
  const [text, outcome, pastLastPage, loading, locale] = useUnit([
    $searchText,
    $outcome,
    $pastLastPage,
    $loading,
    $locale,
  ]);
  const pageHref = (page: number) =>
    `${links.search(locale, text)}${page > 1 ? `&page=${page}` : ''}`;
  const heading = text
    ? intl.formatMessage(resultsFor, { query: text })
    : intl.formatMessage(messages.title);
  // Each answer is said once to screen readers, politely; the page shows it only once.
  const [answer, setAnswer] = useState<{ outcome: SearchOutcome | null; id: number }>({
    outcome,
    id: 0,
  });
  if (answer.outcome !== outcome) setAnswer({ outcome, id: answer.id + 1 });
  const answerText =
    outcome && pastLastPage === null
      ? outcome.result.data.length > 0
        ? intl.formatMessage(foundCount, { count: outcome.result.meta.total })
        : intl.formatMessage(messages.nothing)
      : null;
  return (
    <Stack space="xl">
      <Head
        title={`${heading} — Savat`}
        description={intl.formatMessage(messages.description)}
        path={`/search${text ? `?q=${encodeURIComponent(text)}` : ''}`}
        noindex
      />
      <Heading level={1} size="lg">
        {heading}
      </Heading>
      <LiveRegion announcement={answerText ? { id: answer.id, text: answerText } : null} />
      {!text ? <Text tone="muted">{intl.formatMessage(messages.prompt)}</Text> : null}
      {loading && !outcome ? <Skeleton shape="rectangle" height={240} /> : null}
      {outcome?.correctedQuery ? (
        <Text role="status" data-testid="search-corrected">
          {intl.formatMessage(showingFor, { query: outcome.correctedQuery })}
        </Text>
      ) : null}
      {outcome && outcome.result.data.length > 0 && pastLastPage === null ? (
        <>
          <Text tone="muted">
            {intl.formatMessage(foundCount, { count: outcome.result.meta.total })}
          </Text>
          <ProductGrid tile={CartProductTile} products={outcome.result.data} priorityCount={2} />
          {outcome.result.meta.pages > 1 ? (
            <PageLinks
              page={outcome.result.meta.page}
              pageCount={outcome.result.meta.pages}
              getHref={pageHref}
            />
          ) : null}
        </>
      ) : null}
      {outcome && pastLastPage !== null ? (
        <PastLastPage lastPage={pastLastPage} lastPageHref={pageHref(pastLastPage)} />
      ) : null}
      {outcome && outcome.result.data.length === 0 && pastLastPage === null ? (
        <EmptyResult
          title={intl.formatMessage(messages.nothing)}
          text={intl.formatMessage(messages.nothingHint)}
          actionLabel={intl.formatMessage(messages.toCatalog)}
          actionHref={links.catalog(locale)}
          live={false}
        />
      ) : null}
      {!text ? (
        <Link href={links.catalog(locale)} as={RouterLink}>
          {intl.formatMessage(messages.toCatalog)}
        </Link>
      ) : null}
    </Stack>
  );
}
