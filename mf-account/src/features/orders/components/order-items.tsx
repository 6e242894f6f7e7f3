import { useFormat } from '@storefront/shared/i18n';
import type { OrderItem } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import styles from './orders.module.css';

export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useText();
  const format = useFormat();
  return (
    <ul className={styles.items} aria-label={t('orders.items.label')}>
      {items.map((item, index) => (
        <li key={`${item.productId}-${index}`} className={styles.item}>
          <img src={item.photo} alt="" width={64} height={64} loading="lazy" className={styles.photo} />
          <span className={styles.itemName}>
            <bdi>{item.name}</bdi>
          </span>
          <span className={styles.itemQty}>{t('orders.items.qty', { qty: item.qty })}</span>
          <span className={styles.itemPrice}>{format.price(item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
