export { default } from '../features/basket/components/basket-page';
