import { Link } from '@storefront/shared/router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useOrderCancelled, useOrderNumber, useOrderPlaced } from './order-number';
import styles from './order-result.module.css';

export default function OrderFailPage() {
  useDocumentTitle('Payment failed');
  const orderNumber = useOrderNumber();
  const orderPlaced = useOrderPlaced();
  const orderCancelled = useOrderCancelled();

  let nextStep = 'You can retry the payment for this order from My Orders, or go back to your basket.';
  if (!orderPlaced) nextStep = 'No order was placed. Your basket is as you left it: you can try again from there.';
  if (orderCancelled) {
    nextStep = 'The order was cancelled before the payment went through, so nothing was charged. Please place a new order.';
  }

  return (
    <section className={styles.page} aria-labelledby="order-fail-title">
      <div className={`${styles.badge} ${styles.fail}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
          />
        </svg>
      </div>
      <h1 id="order-fail-title" className={styles.title}>
        Payment failed
      </h1>
      {orderNumber && (
        <p className={styles.reference}>
          Order number: <strong>{orderNumber}</strong>
        </p>
      )}
      <p className={styles.text}>Your payment was not successful or was declined.</p>
      <p className={styles.text}>{nextStep}</p>
      <div className={styles.actions}>
        <Link to="/account/orders" className={styles.primary}>
          My Orders
        </Link>
        <Link to="/basket" className={styles.secondary}>
          Back to Basket
        </Link>
      </div>
    </section>
  );
}
