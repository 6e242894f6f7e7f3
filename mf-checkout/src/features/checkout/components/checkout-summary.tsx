import { formatPrice } from '@storefront/shared/format';
import type { CartItem, CourierPricing } from '@storefront/shared/types';
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
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        Order Summary
      </h2>
      <ul className={styles.items} aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <img className={styles.image} src={item.imgUrl} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.muted}>Qty: {item.quantity}</span>
            </span>
            <span className={styles.itemTotal}>{formatPrice(item.netPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.line}>
          <dt>Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Delivery{courier?.courier?.name ? ` (${courier.courier.name})` : ''}</dt>
          <dd className={courier ? undefined : styles.muted}>{courier ? formatPrice(courier.price) : 'Select a courier'}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Prices, delivery and the total are confirmed when your order is placed.</p>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy ? 'Placing order…' : 'Place Order'}
      </button>
    </aside>
  );
}
