export { ProductPage as default } from '../features/product/components/product-page';
