export { default } from '../features/checkout/components/checkout-page';
