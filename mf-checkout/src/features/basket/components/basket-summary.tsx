import { Link } from '@storefront/shared/router';
import { selectCartItemCount, selectCartTotal } from '@storefront/shared/cart';
import { countOf, formatPrice } from '@storefront/shared/format';
import { useAppSelector } from '@storefront/shared/store';
import { OrderSummary, SummaryTotals } from '../../../components/order-summary';
import styles from './basket-summary.module.css';

export function BasketSummary() {
  const subtotal = useAppSelector(selectCartTotal);
  const count = useAppSelector(selectCartItemCount);

  return (
    <OrderSummary titleId="basket-summary-title">
      <SummaryTotals
        roomy
        lines={[
          {
            term: (
              <>
                Subtotal <span className={styles.muted}>({countOf(count, 'item')})</span>
              </>
            ),
            value: formatPrice(subtotal),
          },
          { term: 'Shipping', value: 'Calculated at Checkout', valueClassName: styles.muted },
        ]}
        total={subtotal}
      />
      <div className={styles.actions}>
        <Link to="/checkout" className={styles.primary}>
          Proceed to Checkout
        </Link>
        <Link to="/" className={styles.secondary}>
          Continue Shopping
        </Link>
      </div>
    </OrderSummary>
  );
}
