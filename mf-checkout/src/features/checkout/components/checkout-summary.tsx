import { useFormat } from '@storefront/shared/i18n';
import type { CartItem, CourierPricing } from '@storefront/shared/types';
import { BusyButton } from '@storefront/shared/ui';
import { OrderSummary, SummaryTotals } from '../../../components/order-summary';
import { useText } from '../../../i18n';
import styles from './checkout-summary.module.css';

interface CheckoutSummaryProps {
  items: CartItem[];
  subtotal: number;
  courier: CourierPricing | null;
  busy: boolean;
}

/** An estimate from the basket: the server computes the real prices and totals when the order is placed. */
export function CheckoutSummary({ items, subtotal, courier, busy }: CheckoutSummaryProps) {
  const { t } = useText();
  const { price } = useFormat();
  const total = subtotal + (courier?.price ?? 0);
  return (
    <OrderSummary titleId="checkout-summary-title">
      <ul className={styles.items} aria-label={t('checkout.summary.items')}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <img className={styles.image} src={item.imgUrl} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.itemText}>
              <span className={styles.itemName} title={item.name} dir="auto">
                <bdi>{item.name}</bdi>
              </span>
              <span className={styles.muted}>{t('checkout.summary.quantity', { quantity: item.quantity })}</span>
            </span>
            <span className={styles.itemTotal}>{price(item.netPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <SummaryTotals
        lines={[
          { term: t('checkout.summary.subtotal'), value: price(subtotal) },
          {
            term: courier?.courier?.name
              ? t('checkout.summary.deliveryBy', { courier: courier.courier.name })
              : t('checkout.summary.delivery'),
            value: courier ? price(courier.price) : t('checkout.summary.selectCourier'),
            valueClassName: courier ? undefined : styles.muted,
          },
        ]}
        total={total}
      />
      <p className={styles.note}>{t('checkout.summary.note')}</p>
      {/* Stays focusable while the order is placed: if it fails, focus is still here to try again. */}
      <BusyButton type="submit" className={styles.submit} busy={busy}>
        {busy ? t('checkout.summary.placing') : t('checkout.summary.placeOrder')}
      </BusyButton>
    </OrderSummary>
  );
}
