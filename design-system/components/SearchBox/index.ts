export { SearchBox } from './SearchBox';
export type { SearchBoxProps, SearchSuggestion } from './SearchBox';
