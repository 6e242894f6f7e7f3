export { SearchPage as default } from '../features/listing/components/search-page';
