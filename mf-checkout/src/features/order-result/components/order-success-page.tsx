import { Link } from '@storefront/shared/router';
import { useOwnOrderNumber } from './order-number';
import styles from './order-result.module.css';
import { useDocumentTitle } from '@storefront/shared/ui';

export default function OrderSuccessPage() {
  const orderNumber = useOwnOrderNumber();
  useDocumentTitle(orderNumber ? 'Order placed' : 'Thank you');

  return (
    <section className={styles.page} aria-labelledby="order-success-title">
      <div className={`${styles.badge} ${styles.success}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
      </div>
      {orderNumber ? (
        <>
          <h1 id="order-success-title" className={styles.title}>
            Thank you for your order!
          </h1>
          <p className={styles.reference}>
            Order number: <strong>{orderNumber}</strong>
          </p>
          <p className={styles.text}>Your order has been placed and will be delivered within 3-5 business days.</p>
          <p className={styles.text}>A confirmation e-mail with your order details has been sent to you.</p>
        </>
      ) : (
        // Opened without saying which order (e.g. a bookmark): the promises hold for every order,
        // but nothing here may claim that one was just placed.
        <>
          <h1 id="order-success-title" className={styles.title}>
            Thank you for shopping with us!
          </h1>
          <p className={styles.text}>
            Orders are delivered within 3-5 business days, and a confirmation e-mail is sent for each order.
          </p>
          <p className={styles.text}>Your orders and their status are in My Orders.</p>
        </>
      )}
      <div className={styles.actions}>
        <Link to="/account/orders" className={styles.primary}>
          My Orders
        </Link>
        <Link to="/" className={styles.secondary}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
