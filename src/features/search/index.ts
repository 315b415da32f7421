export { HeaderSearch } from './ui/header-search';
export {
  prepareQuery,
  searchWithFallback,
  type SearchOutcome,
  type SearchRequest,
} from './lib/search';
export { queryChanged, suggestionsClosed, $query, $suggestions } from './model/suggestions';
