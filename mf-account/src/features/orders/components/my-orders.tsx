// My Orders tab: newest first, each with its tracking bar and what the customer can do next.
import { Link } from '@storefront/shared/router';
import { Spinner } from '@storefront/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { useOrders } from '../hooks/use-orders';
import { NO_ORDERS } from '../messages';
import { OrderCard } from './order-card';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';
import panel from '../../../components/tab-panel.module.css';

export function MyOrders({ customerId }: { customerId: number }) {
  const orders = useOrders(customerId);

  if (orders.status === 'loading') return <Spinner label="Loading your orders…" />;
  if (orders.status === 'error') return <LoadFailed message="We could not load your orders." onRetry={orders.reload} />;
  if (orders.data.length === 0) {
    return (
      <div className={panel.empty}>
        <p className={panel.emptyTitle}>{NO_ORDERS}</p>
        <Link to="/" className={buttons.primary}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  return (
    <ol className={styles.list} aria-label="Orders, newest first">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onOrderChanged={orders.refresh} />
        </li>
      ))}
    </ol>
  );
}
