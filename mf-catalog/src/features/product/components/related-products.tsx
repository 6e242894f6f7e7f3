import type { Product, RelatedProducts as Related } from '@storefront/shared/types';
import { ProductCard } from '../../../components/product-card';
import { ScrollRow } from '../../../components/scroll-row/scroll-row';
import { useText } from '../../../i18n';
import styles from './related-products.module.css';

/** Product rows scroll 250 px per button press, as on the home page. */
const ROW_STEP_PX = 250;

function Row({
  name,
  title,
  products,
  onAddToCart,
}: {
  /** Names the heading's id, the same in every language. */
  name: string;
  title: string;
  products: Product[];
  onAddToCart: (p: Product) => void;
}) {
  const { t } = useText();
  if (products.length === 0) return null;
  const id = `related-${name}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ScrollRow label={t('common.listProducts', { name: title })} step={ROW_STEP_PX}>
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
  const { t } = useText();
  return (
    <>
      <Row
        name="customers-also-bought"
        title={t('related.alsoBought')}
        products={related.alsoBought}
        onAddToCart={onAddToCart}
      />
      <Row
        name="more-from-this-category"
        title={t('related.sameCategory')}
        products={related.sameCategory}
        onAddToCart={onAddToCart}
      />
    </>
  );
}
