import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { SearchBox } from 'design-system';
import { links } from '@/shared/lib/links';
import { formatMoney } from '@/shared/lib/format';
import { $locale } from '@/shared/model';
import { prepareQuery } from '../lib/search';
import {
  $loading,
  $nothingFound,
  $query,
  $suggestions,
  queryChanged,
  suggestionsClosed,
} from '../model/suggestions';

const messages = defineMessages({
  label: {
    id: 'search.box.label',
    defaultMessage: 'Search products',
    description: 'Header search box label',
  },
  placeholder: {
    id: 'search.box.placeholder',
    defaultMessage: 'Milk, bread, rice…',
    description: 'Header search box placeholder with example products',
  },
  nothingFound: {
    id: 'search.box.nothingFound',
    defaultMessage: 'Nothing found',
    description: 'Under the header search box: no product matches the text typed',
  },
});

/** The header search box: instant suggestions, Enter opens the results page. */
export function HeaderSearch() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [query, suggestions, loading, nothingFound, locale, change, close] = useUnit([
    $query,
    $suggestions,
    $loading,
    $nothingFound,
    $locale,
    queryChanged,
    suggestionsClosed,
  ]);
  return (
    <SearchBox
      value={query}
      onValueChange={change}
      suggestions={suggestions.map((product) => ({
        id: product.slug,
        label: product.name,
        hint: formatMoney(product.price, locale),
      }))}
      onSuggestionSelect={(suggestion) => {
        close();
        navigate(links.product(locale, suggestion.id));
      }}
      onSubmit={(value) => {
        const q = prepareQuery(value);
        if (!q) return;
        close();
        navigate(links.search(locale, q));
      }}
      action={links.search(locale)}
      name="q"
      label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      loading={loading}
      emptyText={nothingFound ? intl.formatMessage(messages.nothingFound) : undefined}
    />
  );
}
