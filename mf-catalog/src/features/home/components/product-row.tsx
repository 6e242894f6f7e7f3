import type { ReactNode } from 'react';
import type { Product } from '@storefront/shared/types';
import { ProductCard } from '../../../components/product-card';
import { ScrollRow } from '../../../components/scroll-row/scroll-row';
import { useText } from '../../../i18n';
import styles from './product-row.module.css';

/** Product rows scroll 250 px per button press. */
export const PRODUCT_ROW_STEP_PX = 250;

export interface ProductRowProps {
  title: string;
  products: Product[];
  onAddToCart: (product: Product) => void;
}

export function ProductRow({ title, products, onAddToCart }: ProductRowProps) {
  const { t } = useText();
  return (
    <ScrollRow label={t('common.listProducts', { name: title })} step={PRODUCT_ROW_STEP_PX}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} onAddToCart={onAddToCart} />
        </li>
      ))}
    </ScrollRow>
  );
}

export interface HomeSectionProps {
  /** Names the heading's id ('home-fresh-picks'), the same in every language. */
  name: string;
  title: string;
  /** e.g. the 'View All' link or the countdown, shown beside the heading. */
  aside?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'deal';
}

/** A home section: heading row plus content. */
export function HomeSection({ name, title, aside, children, tone = 'plain' }: HomeSectionProps) {
  const id = `home-${name}`;
  return (
    <section className={`${styles.section} ${tone === 'deal' ? styles.deal : ''}`} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      {children}
    </section>
  );
}
