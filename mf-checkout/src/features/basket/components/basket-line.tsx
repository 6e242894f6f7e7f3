import { Link } from '@storefront/shared/router';
import type { Ref } from 'react';
import { useFormat } from '@storefront/shared/i18n';
import type { CartItem } from '@storefront/shared/types';
import { QuantityStepper } from '@storefront/shared/ui';
import { useText } from '../../../i18n';
import styles from './basket-table.module.css';

interface BasketLineProps {
  item: CartItem;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  removeButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * One row of the basket table. Explicit roles keep the table semantics for screen readers when the
 * narrow layout turns rows into stacked cards (display: block drops them in some browsers).
 */
export function BasketLine({ item, onQuantityChange, onRemove, removeButtonRef }: BasketLineProps) {
  const { t } = useText();
  const { price } = useFormat();
  const productPath = `/product/${encodeURIComponent(item.slug)}`;

  return (
    <tr role="row" className={styles.row}>
      <th role="rowheader" scope="row" className={styles.productCell}>
        {/* The photo is decorative here: the name beside it says what it shows (an alt repeating the
            name would be read twice, in the row header and before the link). */}
        <div className={styles.product}>
          <img className={styles.image} src={item.imgUrl} alt="" width={72} height={72} loading="lazy" />
          <span className={styles.nameBlock}>
            <Link to={productPath} className={styles.name}>
              <bdi>{item.name}</bdi>
            </Link>
          </span>
        </div>
      </th>
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the explicit role keeps the table's semantics where narrow screens lay rows out as blocks */}
      <td role="cell" data-label={t('basket.columns.price')} className={`${styles.cell} ${styles.price}`}>
        {price(item.netPrice)}
      </td>
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the explicit role keeps the table's semantics where narrow screens lay rows out as blocks */}
      <td role="cell" data-label={t('basket.columns.quantity')} className={styles.cell}>
        <QuantityStepper
          value={item.quantity}
          max={item.stock}
          onChange={(quantity) => onQuantityChange(item, quantity)}
          label={t('basket.quantityOf', { name: item.name })}
          itemName={item.name}
          hideLabel
          className={styles.quantity}
        />
      </td>
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the explicit role keeps the table's semantics where narrow screens lay rows out as blocks */}
      <td role="cell" data-label={t('basket.columns.total')} className={`${styles.cell} ${styles.lineTotal}`}>
        {price(item.netPrice * item.quantity)}
      </td>
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell: the explicit role keeps the table's semantics where narrow screens lay rows out as blocks */}
      <td role="cell" className={`${styles.cell} ${styles.actions}`}>
        <button
          ref={removeButtonRef}
          type="button"
          className={styles.remove}
          onClick={() => onRemove(item)}
          aria-label={t('basket.removeItem', { name: item.name })}
        >
          {t('basket.remove')}
        </button>
      </td>
    </tr>
  );
}
