import { selectCartItems } from '@storefront/shared/cart';
import { useAppSelector } from '@storefront/shared/store';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BasketChanges, useBasketCheck } from '../../basket-check';
import { BasketSummary } from './basket-summary';
import { BasketTable } from './basket-table';
import { EmptyBasket } from './empty-basket';
import styles from './basket-page.module.css';

/** The /basket page: the cart from @storefront/shared/cart as a table plus its order summary. */
export default function BasketPage() {
  useDocumentTitle('Basket');
  const items = useAppSelector(selectCartItems);
  const changes = useBasketCheck();

  // The changes stay in view even when they emptied the basket: they say why.
  if (items.length === 0) {
    return (
      <>
        {changes.length > 0 && <div className={styles.page}><BasketChanges changes={changes} /></div>}
        <EmptyBasket />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.title}>
        Your Basket
      </h1>
      <BasketChanges changes={changes} />
      <div className={styles.layout}>
        <div className={styles.items}>
          <BasketTable items={items} />
        </div>
        <BasketSummary />
      </div>
    </section>
  );
}
