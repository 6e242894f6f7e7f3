import type { CartItem } from '@storefront/shared/types';
import type { LineRemoval } from '../hooks/use-line-removal';
import { BasketLine } from './basket-line';
import styles from './basket-table.module.css';

interface BasketTableProps {
  items: CartItem[];
  removal: Pick<LineRemoval, 'remove' | 'removeButtonRef'>;
  onQuantityChange: (item: CartItem, quantity: number) => void;
}

export function BasketTable({ items, removal, onQuantityChange }: BasketTableProps) {
  return (
    <table role="table" className={styles.table}>
      <caption className="visually-hidden">Items in your basket</caption>
      <thead className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col">
            Product
          </th>
          <th role="columnheader" scope="col">
            Price
          </th>
          <th role="columnheader" scope="col">
            Quantity
          </th>
          <th role="columnheader" scope="col">
            Total
          </th>
          <th role="columnheader" scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <BasketLine
            key={item.id}
            item={item}
            onQuantityChange={onQuantityChange}
            onRemove={removal.remove}
            removeButtonRef={removal.removeButtonRef(item.id)}
          />
        ))}
      </tbody>
    </table>
  );
}
