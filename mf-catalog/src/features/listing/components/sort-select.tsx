import { useId } from 'react';
import { SORT_OPTIONS } from '@storefront/shared/config';
import type { SortOrder } from '@storefront/shared/types';
import styles from './sort-select.module.css';

export interface SortSelectProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

/** The four sort options of the spec; 'latest' (the default) shows as 'Default'. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>Sort by</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as SortOrder)}>
        {/* 'latest' is the default order: shown while nothing is chosen, not offered as a fifth option. */}
        <option value="latest" disabled hidden>Default</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}
