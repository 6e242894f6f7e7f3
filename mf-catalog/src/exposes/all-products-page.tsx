export { AllProductsPage as default } from '../features/all-products/components/all-products-page';
