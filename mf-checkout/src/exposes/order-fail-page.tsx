export { default } from '../features/order-result/components/order-fail-page';
