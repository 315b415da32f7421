export { HeaderSearch } from './ui/header-search';
export { prepareQuery, searchWithFallback, type SearchOutcome } from './lib/search';
export { $query } from './model/suggestions';
