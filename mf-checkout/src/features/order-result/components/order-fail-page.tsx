import { useDocumentTitle } from '@storefront/shared/ui';
import { useText, type Translate } from '../../../i18n';
import { orderPaymentFailed, useOrderCancelled, useOrderPlaced, useOwnOrder } from './order-number';
import {
  continueShopping,
  myOrders,
  OrderReference,
  OrderResultCard,
  ResultLinks,
  type ResultLink,
} from './order-result-card';
import styles from './order-result.module.css';

interface NextStep {
  text: string;
  /** The helpful way on first; the basket only when checkout kept it (no order was placed). */
  links: ResultLink[];
}

const backToBasket = (t: Translate): ResultLink => ({ to: '/basket', label: t('result.backToBasket') });

/**
 * What the shopper can do now. A placed order emptied the basket (spec section 4), so its way on
 * is My Orders, where an unpaid card order has a retry-payment action.
 */
function nextStep(t: Translate, orderNumber: string | null, orderPlaced: boolean, orderCancelled: boolean): NextStep {
  if (orderCancelled) {
    return { text: t('result.fail.cancelled'), links: [continueShopping(t), myOrders(t)] };
  }
  if (!orderPlaced) {
    return { text: t('result.fail.notPlaced'), links: [backToBasket(t), continueShopping(t)] };
  }
  if (orderNumber) {
    return { text: t('result.fail.retry'), links: [myOrders(t), continueShopping(t)] };
  }
  // Opened without saying which order (e.g. a bookmark): nothing here may claim one was just placed.
  return { text: t('result.fail.noOrder'), links: [myOrders(t), continueShopping(t)] };
}

export default function OrderFailPage() {
  const { t } = useText();
  useDocumentTitle(t('result.fail.documentTitle'));
  const orderNumber = useOwnOrder(orderPaymentFailed)?.number ?? null;
  const next = nextStep(t, orderNumber, useOrderPlaced(), useOrderCancelled());

  return (
    <OrderResultCard
      titleId="order-fail-title"
      title={t('result.fail.title')}
      tone="fail"
      icon="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
    >
      {orderNumber && <OrderReference orderNumber={orderNumber} />}
      <p className={styles.text}>{t('result.fail.declined')}</p>
      <p className={styles.text}>{next.text}</p>
      <ResultLinks links={next.links} />
    </OrderResultCard>
  );
}
