import { formatPrice, titleFromSlug } from '@storefront/shared/format';
import type { Brand } from '@storefront/shared/types';
import type { ListingQuery } from '../listing-query';
import styles from './active-filters.module.css';

export interface ActiveFiltersProps {
  query: ListingQuery;
  brands: Brand[];
  /** The slider's end, shown when the URL sets no upper price. */
  maxPrice: number;
  onRemoveBrand: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveOnSale: () => void;
  onClearAll: () => void;
}

/** One chip per active filter (each brand, 'min - max', On Sale), each removable, and Clear All. */
export function ActiveFilters({ query, brands, maxPrice, onRemoveBrand, onRemovePrice, onRemoveOnSale, onClearAll }: ActiveFiltersProps) {
  const brandName = (slug: string) => brands.find((b) => b.slug === slug)?.name ?? titleFromSlug(slug);
  const chips: { key: string; label: string; onRemove: () => void }[] = [
    ...query.brands.map((slug) => ({ key: `brand-${slug}`, label: brandName(slug), onRemove: () => onRemoveBrand(slug) })),
  ];
  // Only a range that narrows anything: 0 is also what a non-numeric URL value falls back to.
  if ((query.minPrice ?? 0) > 0 || (query.maxPrice ?? 0) > 0) {
    const max = query.maxPrice && query.maxPrice > 0 ? query.maxPrice : maxPrice;
    chips.push({ key: 'price', label: `${formatPrice(query.minPrice ?? 0)} - ${formatPrice(max)}`, onRemove: onRemovePrice });
  }
  if (query.onSale) chips.push({ key: 'onSale', label: 'On Sale', onRemove: onRemoveOnSale });
  if (chips.length === 0) return null;

  return (
    <div className={styles.bar}>
      <h2 className="visually-hidden">Active filters</h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key} className={styles.chip}>
            <span>{chip.label}</span>
            <button type="button" className={styles.remove} onClick={chip.onRemove} aria-label={`Remove filter ${chip.label}`}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={onClearAll}>Clear All</button>
    </div>
  );
}
