// Public surface of the wishlist feature.
export { MyWishlist } from './components/my-wishlist';
