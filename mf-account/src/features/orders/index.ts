// Public surface of the orders feature.
export { MyOrders } from './components/my-orders';
