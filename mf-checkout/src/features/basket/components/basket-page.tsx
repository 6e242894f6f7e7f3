import { useState } from 'react';
import { selectCartItems } from '@storefront/shared/cart';
import { useAppSelector } from '@storefront/shared/store';
import { useDocumentTitle } from '@storefront/shared/ui';
import { useText } from '../../../i18n';
import { BasketChanges, basketChangesText } from '../../../components/basket-changes/basket-changes';
import { WaitingCardOrder } from '../../../components/waiting-card-order/waiting-card-order';
import { useBasketCheck } from '../../../hooks/use-basket-check';
import { useLineRemoval } from '../hooks/use-line-removal';
import { useQuantityChange } from '../hooks/use-quantity-change';
import { BasketSummary } from './basket-summary';
import { BasketTable } from './basket-table';
import { EmptyBasket } from './empty-basket';
import styles from './basket-page.module.css';

/** The /basket page: the cart from @storefront/shared/cart as a table plus its order summary. */
export default function BasketPage() {
  const { t } = useText();
  useDocumentTitle(t('basket.documentTitle'));
  const items = useAppSelector(selectCartItems);
  const changes = useBasketCheck();
  // The latest removal, quantity change or check of the basket, for screen readers.
  const [announcement, announce] = useState('');
  const { headingRef, ...removal } = useLineRemoval(items, announce);
  const changeQuantity = useQuantityChange(announce);
  // A check's findings are announced in the render that shows them.
  const [changesRead, setChangesRead] = useState(changes);
  if (changes !== changesRead) {
    setChangesRead(changes);
    if (changes.length > 0) announce(basketChangesText(changes, t));
  }

  // The live region is the same element whether or not the basket is empty: a region that appears
  // together with its text is often not read out, so the last removal, or a check that emptied
  // the basket, would go unannounced.
  const announcer = (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );

  // The changes stay in view even when they emptied the basket: they say why.
  if (items.length === 0) {
    return (
      <>
        {announcer}
        {changes.length > 0 && (
          <div className={styles.page}>
            <BasketChanges changes={changes} announce={false} />
          </div>
        )}
        <EmptyBasket headingRef={headingRef} />
        <WaitingCardOrder />
      </>
    );
  }

  return (
    <>
      {announcer}
      <section className={styles.page} aria-labelledby="basket-title">
        <h1 id="basket-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('basket.title')}
        </h1>
        <WaitingCardOrder />
        <BasketChanges changes={changes} announce={false} />
        <div className={styles.layout}>
          <div className={styles.items}>
            <BasketTable items={items} removal={removal} onQuantityChange={changeQuantity} />
          </div>
          <BasketSummary />
        </div>
      </section>
    </>
  );
}
