import { useDocumentTitle } from '@storefront/shared/ui';
import { orderPaymentFailed, useOrderCancelled, useOrderPlaced, useOwnOrder } from './order-number';
import {
  CONTINUE_SHOPPING,
  MY_ORDERS,
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

const BACK_TO_BASKET: ResultLink = { to: '/basket', label: 'Back to Basket' };

/**
 * What the shopper can do now. A placed order emptied the basket (spec section 4), so its way on
 * is My Orders, where an unpaid card order has a retry-payment action.
 */
function nextStep(orderNumber: string | null, orderPlaced: boolean, orderCancelled: boolean): NextStep {
  if (orderCancelled) {
    return {
      text: 'The order was cancelled before the payment went through, so nothing was charged. Please place a new order.',
      links: [CONTINUE_SHOPPING, MY_ORDERS],
    };
  }
  if (!orderPlaced) {
    return {
      text: 'No order was placed. Your basket is as you left it: you can try again from there.',
      links: [BACK_TO_BASKET, CONTINUE_SHOPPING],
    };
  }
  if (orderNumber) {
    return { text: 'You can retry the payment for this order from My Orders.', links: [MY_ORDERS, CONTINUE_SHOPPING] };
  }
  // Opened without saying which order (e.g. a bookmark): nothing here may claim one was just placed.
  return {
    text: 'Card orders waiting for payment are in My Orders, where you can retry the payment.',
    links: [MY_ORDERS, CONTINUE_SHOPPING],
  };
}

export default function OrderFailPage() {
  useDocumentTitle('Payment failed');
  const orderNumber = useOwnOrder(orderPaymentFailed)?.number ?? null;
  const next = nextStep(orderNumber, useOrderPlaced(), useOrderCancelled());

  return (
    <OrderResultCard
      titleId="order-fail-title"
      title="Payment failed"
      tone="fail"
      icon="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
    >
      {orderNumber && <OrderReference orderNumber={orderNumber} />}
      <p className={styles.text}>Your payment was not successful or was declined.</p>
      <p className={styles.text}>{next.text}</p>
      <ResultLinks links={next.links} />
    </OrderResultCard>
  );
}
