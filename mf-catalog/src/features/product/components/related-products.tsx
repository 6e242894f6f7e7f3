import type { Product, RelatedProducts as Related } from '@storefront/shared/types';
import { ProductCard } from '../../../components/product-card';
import { ScrollRow } from '../../../components/scroll-row/scroll-row';
import styles from './related-products.module.css';

/** Product rows scroll 250 px per button press, as on the home page. */
const ROW_STEP_PX = 250;

function Row({
  title,
  products,
  onAddToCart,
}: {
  title: string;
  products: Product[];
  onAddToCart: (p: Product) => void;
}) {
  if (products.length === 0) return null;
  const id = `related-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ScrollRow label={`${title} products`} step={ROW_STEP_PX}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

/** "More from this category" and "Customers also bought"; a list with nothing in it is left out. */
export function RelatedProducts({ related, onAddToCart }: { related: Related; onAddToCart: (p: Product) => void }) {
  return (
    <>
      <Row title="Customers also bought" products={related.alsoBought} onAddToCart={onAddToCart} />
      <Row title="More from this category" products={related.sameCategory} onAddToCart={onAddToCart} />
    </>
  );
}
