export { ProductCard, type ProductCardProps } from './product-card';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { useAddToCart, type AddToCartResult } from './use-add-to-cart';
export { useAddToCartPopup } from './use-add-to-cart-popup';
