import { useId } from 'react';
import { SORT_OPTIONS } from '@storefront/shared/config';
import type { SortOrder } from '@storefront/shared/types';
import styles from './sort-select.module.css';

export interface SortSelectProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

/**
 * The four sort options of the spec. The default order, 'latest', is newest first: it shows as
 * 'Newest First', so the list always names the order on screen and every order can be chosen again.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === 'latest' ? 'createdAtDesc' : value}
        onChange={(e) => onChange(e.target.value as SortOrder)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
