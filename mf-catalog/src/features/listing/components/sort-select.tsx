import { useId } from 'react';
import { SORT_OPTIONS } from '@storefront/shared/config';
import type { SortOrder } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import styles from './sort-select.module.css';

export interface SortSelectProps<T extends string = SortOrder> {
  value: T;
  onChange: (value: T) => void;
  /** The choices, in order (default: the listing's, SORT_OPTIONS). */
  options?: readonly { value: T; label: string }[];
}

/**
 * The four sort options of the spec. The default order, 'latest', is newest first: it shows as
 * 'Newest First', so the list always names the order on screen and every order can be chosen again.
 */
export function SortSelect<T extends string = SortOrder>({
  value,
  onChange,
  options = SORT_OPTIONS as readonly { value: T; label: string }[],
}: SortSelectProps<T>) {
  const { t } = useText();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === 'latest' ? 'createdAtDesc' : value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.options.${option.value}`, { defaultValue: option.label })}
          </option>
        ))}
      </select>
    </div>
  );
}
