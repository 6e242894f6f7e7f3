import { selectCartItems } from '@storefront/shared/cart';
import { useAppSelector } from '@storefront/shared/store';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BasketSummary } from './basket-summary';
import { BasketTable } from './basket-table';
import { EmptyBasket } from './empty-basket';
import styles from './basket-page.module.css';

/** The /basket page: the cart from @storefront/shared/cart as a table plus its order summary. */
export default function BasketPage() {
  useDocumentTitle('Basket');
  const items = useAppSelector(selectCartItems);

  if (items.length === 0) return <EmptyBasket />;

  return (
    <section className={styles.page} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.title}>
        Your Basket
      </h1>
      <div className={styles.layout}>
        <div className={styles.items}>
          <BasketTable items={items} />
        </div>
        <BasketSummary />
      </div>
    </section>
  );
}
