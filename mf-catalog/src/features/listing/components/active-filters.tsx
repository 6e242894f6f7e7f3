import { formatPrice, titleFromSlug } from '@storefront/shared/format';
import type { Brand } from '@storefront/shared/types';
import type { ListingQuery } from '../listing-query';
import { initialRange, type PriceRange } from '../price-range';
import styles from './active-filters.module.css';

export interface ActiveFiltersProps {
  query: ListingQuery;
  brands: Brand[];
  /** The listing's highest price (the slider's end; 0 until known): the chip never goes past it. */
  maxPrice: number;
  onRemoveBrand: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveOnSale: () => void;
  onClearAll: () => void;
}

/** The range the slider shows once the listing's ceiling is known; until then, the URL's own values. */
function shownPriceRange(query: ListingQuery, ceiling: number): PriceRange {
  if (ceiling > 0) return initialRange(query.minPrice, query.maxPrice, ceiling);
  return { min: query.minPrice ?? 0, max: query.maxPrice ?? 0 };
}

/** One chip per active filter (each brand, 'min - max', On Sale), each removable, and Clear All. */
export function ActiveFilters({ query, brands, maxPrice, onRemoveBrand, onRemovePrice, onRemoveOnSale, onClearAll }: ActiveFiltersProps) {
  const brandName = (slug: string) => brands.find((b) => b.slug === slug)?.name ?? titleFromSlug(slug);
  const chips: { key: string; label: string; onRemove: () => void }[] = [
    ...query.brands.map((slug) => ({ key: `brand-${slug}`, label: brandName(slug), onRemove: () => onRemoveBrand(slug) })),
  ];
  // Only a range that narrows anything: 0 is also what a non-numeric URL value falls back to.
  if ((query.minPrice ?? 0) > 0 || (query.maxPrice ?? 0) > 0) {
    const range = shownPriceRange(query, maxPrice);
    chips.push({ key: 'price', label: `${formatPrice(range.min)} - ${formatPrice(range.max)}`, onRemove: onRemovePrice });
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
