export { default } from '../features/order-result/components/order-success-page';
