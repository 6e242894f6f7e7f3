import type { Product } from '@storefront/shared/types';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: Product[];
  onAddToCart: (product: Product) => void;
  /** Accessible name of the list, e.g. 'Products'. */
  label: string;
}

/**
 * Responsive grid of product cards; the first row loads eagerly, the rest lazily. The columns follow
 * the width the grid is given (a container query on the wrapper), not the window: beside the
 * listing's filter sidebar the grid has some 300 px less than the window suggests.
 */
export function ProductGrid({ products, onAddToCart, label }: ProductGridProps) {
  return (
    <div className={styles.container}>
      <ul className={styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard product={product} onAddToCart={onAddToCart} lazy={index >= 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
