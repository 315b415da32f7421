import { defineMessages, type NoMessageValues } from 'react-intl';

export const searchBoxMessages = defineMessages<{
  label: NoMessageValues;
  placeholder: NoMessageValues;
  submit: NoMessageValues;
  clear: NoMessageValues;
  suggestions: NoMessageValues;
  count: { count: number };
}>({
  label: {
    id: 'ds.searchBox.label',
    defaultMessage: 'Search products',
    description: 'Accessible name of the product search field',
  },
  placeholder: {
    id: 'ds.searchBox.placeholder',
    defaultMessage: 'Search for milk, bread, fruit…',
    description: 'Placeholder text of the product search field',
  },
  submit: {
    id: 'ds.searchBox.submit',
    defaultMessage: 'Search',
    description: 'Accessible name of the button that runs the search',
  },
  clear: {
    id: 'ds.searchBox.clear',
    defaultMessage: 'Clear search',
    description: 'Accessible name of the button that empties the search field',
  },
  suggestions: {
    id: 'ds.searchBox.suggestions',
    defaultMessage: 'Suggestions',
    description: 'Accessible name of the list of search suggestions',
  },
  count: {
    id: 'ds.searchBox.count',
    defaultMessage:
      '{count, plural, =0 {No suggestions} one {# suggestion available, use the up and down arrows to choose} other {# suggestions available, use the up and down arrows to choose}}',
    description: 'Announced to screen readers when the number of search suggestions changes',
  },
});
