export { CategoryPage as default } from '../features/listing/components/category-page';
