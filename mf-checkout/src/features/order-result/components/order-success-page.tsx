import { formatBusinessDays } from '@storefront/shared/format';
import { usePolicies } from '@storefront/shared/remote-data';
import { useDocumentTitle } from '@storefront/shared/ui';
import { orderWentThrough, useOwnOrder } from './order-number';
import {
  CONTINUE_SHOPPING,
  MY_ORDERS,
  OrderReference,
  OrderResultCard,
  OrderTotal,
  ResultLinks,
} from './order-result-card';
import styles from './order-result.module.css';

export default function OrderSuccessPage() {
  const order = useOwnOrder(orderWentThrough);
  useDocumentTitle(order ? 'Order placed' : 'Thank you');
  // The delivery promise the API is configured with (the spec's 3-5 business days by default).
  const promise = usePolicies()?.deliveryDays;
  const deliveredWithin = promise ? `within ${formatBusinessDays(promise)}` : 'within a few business days';

  // Opened without saying which order (e.g. a bookmark): the promises hold for every order, but
  // nothing here may claim that one was just placed.
  return (
    <OrderResultCard
      titleId="order-success-title"
      title={order ? 'Thank you for your order!' : 'Thank you for shopping with us!'}
      tone="success"
      icon="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z"
    >
      {order ? (
        <>
          <OrderReference orderNumber={order.number} />
          <OrderTotal order={order} />
          <p className={styles.text}>Your order has been placed and will be delivered {deliveredWithin}.</p>
          <p className={styles.text}>A confirmation e-mail with your order details has been sent to you.</p>
        </>
      ) : (
        <>
          <p className={styles.text}>
            Orders are delivered {deliveredWithin}, and a confirmation e-mail is sent for each order.
          </p>
          <p className={styles.text}>Your orders and their status are in My Orders.</p>
        </>
      )}
      <ResultLinks links={[MY_ORDERS, CONTINUE_SHOPPING]} />
    </OrderResultCard>
  );
}
