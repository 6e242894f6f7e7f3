import { formatPrice } from '@storefront/shared/format';
import type { CartItem, CourierPricing } from '@storefront/shared/types';
import { BusyButton } from '@storefront/shared/ui';
import { OrderSummary, SummaryTotals } from '../../../components/order-summary';
import styles from './checkout-summary.module.css';

interface CheckoutSummaryProps {
  items: CartItem[];
  subtotal: number;
  courier: CourierPricing | null;
  busy: boolean;
}

/** An estimate from the basket: the server computes the real prices and totals when the order is placed. */
export function CheckoutSummary({ items, subtotal, courier, busy }: CheckoutSummaryProps) {
  const total = subtotal + (courier?.price ?? 0);
  return (
    <OrderSummary titleId="checkout-summary-title">
      <ul className={styles.items} aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <img className={styles.image} src={item.imgUrl} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.itemText}>
              <span className={styles.itemName} title={item.name}>
                {item.name}
              </span>
              <span className={styles.muted}>Qty: {item.quantity}</span>
            </span>
            <span className={styles.itemTotal}>{formatPrice(item.netPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <SummaryTotals
        lines={[
          { term: 'Subtotal', value: formatPrice(subtotal) },
          {
            term: `Delivery${courier?.courier?.name ? ` (${courier.courier.name})` : ''}`,
            value: courier ? formatPrice(courier.price) : 'Select a courier',
            valueClassName: courier ? undefined : styles.muted,
          },
        ]}
        total={total}
      />
      <p className={styles.note}>Prices, delivery and the total are confirmed when your order is placed.</p>
      {/* Stays focusable while the order is placed: if it fails, focus is still here to try again. */}
      <BusyButton type="submit" className={styles.submit} busy={busy}>
        {busy ? 'Placing order…' : 'Place Order'}
      </BusyButton>
    </OrderSummary>
  );
}
