// My Orders tab: newest first, each with its tracking bar, its returns and what the customer can do
// next. The same tab shows the 'Return Items' form (?return=<order id>) and a return's printable
// label (?label=<return number>), so Back leads where it came from.
import { Link, useLocation, useSearchParams } from '@storefront/shared/router';
import { usePolicies } from '@storefront/shared/remote-data';
import type { Order, ReturnRequest } from '@storefront/shared/types';
import { Spinner } from '@storefront/shared/ui';
import { useEffect } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useOrders } from '../hooks/use-orders';
import { useReturns } from '../hooks/use-returns';
import { useText } from '../../../i18n';
import { OrderCard } from './order-card';
import { ReturnForm } from './return-form';
import { ReturnLabel } from './return-label';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';
import panel from '../../../components/tab-panel.module.css';

export function MyOrders({ customerId }: { customerId: number }) {
  const [params] = useSearchParams();
  const returnOrder = Number(params.get('return'));
  const label = params.get('label');
  if (label) return <ReturnLabel number={label} />;
  if (Number.isInteger(returnOrder) && returnOrder > 0) return <ReturnForm orderId={returnOrder} />;
  return <OrderList customerId={customerId} />;
}

function OrderList({ customerId }: { customerId: number }) {
  const { t } = useText();
  const orders = useOrders(customerId);
  // Back from an order's return form or label: to that order's card, not the top of the list.
  const fromOrder = (useLocation().state as { fromOrder?: number } | null)?.fromOrder;
  useEffect(() => {
    if (orders.status === 'success' && fromOrder) document.getElementById(`order-${fromOrder}-title`)?.focus();
  }, [orders.status, fromOrder]);

  if (orders.status === 'loading') return <Spinner label={t('orders.loading')} />;
  if (orders.status === 'error') return <LoadFailed message={t('orders.loadFailed')} onRetry={orders.reload} />;
  if (orders.data.length === 0) {
    return (
      <div className={panel.empty}>
        <p className={panel.emptyTitle}>{t('orders.empty')}</p>
        <Link to="/" className={buttons.primary}>
          {t('common.continueShopping')}
        </Link>
      </div>
    );
  }
  // Only delivered orders can have returns: the return window and the returns are asked for then.
  if (!orders.data.some((o) => o.status === 'delivered')) {
    return <Cards orders={orders.data} onOrderChanged={orders.refresh} />;
  }
  return <CardsWithReturns customerId={customerId} orders={orders.data} onOrderChanged={orders.refresh} />;
}

interface CardsProps {
  orders: Order[];
  onOrderChanged: () => void;
  returns?: ReturnRequest[];
  returnWindowDays?: number | null;
}

function Cards({ orders, onOrderChanged, returns = [], returnWindowDays = null }: CardsProps) {
  const { t } = useText();
  return (
    <ol className={styles.list} aria-label={t('orders.listLabel')}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard
            order={order}
            onOrderChanged={onOrderChanged}
            returns={returns.filter((r) => r.orderId === order.id)}
            returnWindowDays={returnWindowDays}
          />
        </li>
      ))}
    </ol>
  );
}

function CardsWithReturns({ customerId, ...props }: CardsProps & { customerId: number }) {
  const returns = useReturns(customerId);
  const policies = usePolicies();
  // Returns that could not be loaded leave the orders usable: only the returns part is missing.
  return (
    <Cards
      {...props}
      returns={returns.status === 'success' ? returns.data : []}
      returnWindowDays={policies?.returnWindowDays ?? null}
    />
  );
}
