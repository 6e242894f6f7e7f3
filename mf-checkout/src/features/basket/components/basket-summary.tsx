import { Link } from '@storefront/shared/router';
import { selectCartItemCount, selectCartTotal } from '@storefront/shared/cart';
import { formatPrice } from '@storefront/shared/format';
import { useAppSelector } from '@storefront/shared/store';
import styles from './basket-summary.module.css';

export function BasketSummary() {
  const subtotal = useAppSelector(selectCartTotal);
  const count = useAppSelector(selectCartItemCount);

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        Order Summary
      </h2>
      <dl className={styles.list}>
        <div className={styles.line}>
          <dt>
            Subtotal <span className={styles.muted}>({count === 1 ? '1 item' : `${count} items`})</span>
          </dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Shipping</dt>
          <dd className={styles.muted}>Calculated at Checkout</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to="/checkout" className={styles.primary}>
          Proceed to Checkout
        </Link>
        <Link to="/" className={styles.secondary}>
          Continue Shopping
        </Link>
      </div>
    </aside>
  );
}
