import { formatPrice } from '@storefront/shared/format';
import type { OrderItem } from '@storefront/shared/types';
import styles from './orders.module.css';

export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item, index) => (
        <li key={`${item.productId}-${index}`} className={styles.item}>
          <img src={item.photo} alt="" width={64} height={64} loading="lazy" className={styles.photo} />
          <span className={styles.itemName}>{item.name}</span>
          <span className={styles.itemQty}>Qty: {item.qty}</span>
          <span className={styles.itemPrice}>{formatPrice(item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
