import { useFormat } from '@storefront/shared/i18n';
import { usePolicies } from '@storefront/shared/remote-data';
import { useDocumentTitle } from '@storefront/shared/ui';
import { orderWentThrough, useOwnOrder } from './order-number';
import { useText } from '../../../i18n';
import {
  continueShopping,
  myOrders,
  OrderReference,
  OrderResultCard,
  OrderTotal,
  ResultLinks,
} from './order-result-card';
import styles from './order-result.module.css';

export default function OrderSuccessPage() {
  const { t } = useText();
  const { businessDays } = useFormat();
  const order = useOwnOrder(orderWentThrough);
  useDocumentTitle(order ? t('result.success.documentTitle') : t('result.success.documentTitleNoOrder'));
  // The delivery promise the API is configured with (the spec's 3-5 business days by default).
  const promise = usePolicies()?.deliveryDays;
  const within = promise
    ? t('result.success.within', { days: businessDays(promise) })
    : t('result.success.withinFewDays');

  // Opened without saying which order (e.g. a bookmark): the promises hold for every order, but
  // nothing here may claim that one was just placed.
  return (
    <OrderResultCard
      titleId="order-success-title"
      title={order ? t('result.success.title') : t('result.success.titleNoOrder')}
      tone="success"
      icon="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z"
    >
      {order ? (
        <>
          <OrderReference orderNumber={order.number} />
          <OrderTotal order={order} />
          <p className={styles.text}>{t('result.success.placed', { within })}</p>
          <p className={styles.text}>{t('result.success.email')}</p>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('result.success.noOrder', { within })}</p>
          <p className={styles.text}>{t('result.success.ordersInMyOrders')}</p>
        </>
      )}
      <ResultLinks links={[myOrders(t), continueShopping(t)]} />
    </OrderResultCard>
  );
}
