import type { CartItem } from '@storefront/shared/types';
import type { LineRemoval } from '../hooks/use-line-removal';
import { BasketLine } from './basket-line';
import { useText } from '../../../i18n';
import styles from './basket-table.module.css';

interface BasketTableProps {
  items: CartItem[];
  removal: Pick<LineRemoval, 'remove' | 'removeButtonRef'>;
  onQuantityChange: (item: CartItem, quantity: number) => void;
}

export function BasketTable({ items, removal, onQuantityChange }: BasketTableProps) {
  const { t } = useText();
  return (
    <table role="table" className={styles.table}>
      <caption className="visually-hidden">{t('basket.caption')}</caption>
      <thead className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('basket.columns.product')}
          </th>
          <th role="columnheader" scope="col">
            {t('basket.columns.price')}
          </th>
          <th role="columnheader" scope="col">
            {t('basket.columns.quantity')}
          </th>
          <th role="columnheader" scope="col">
            {t('basket.columns.total')}
          </th>
          <th role="columnheader" scope="col">
            <span className="visually-hidden">{t('basket.columns.remove')}</span>
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
