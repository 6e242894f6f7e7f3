export { SearchBox as default } from '../features/search/components/search-box';
