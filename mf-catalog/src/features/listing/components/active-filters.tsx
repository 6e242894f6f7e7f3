import { useRef } from 'react';
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
  /** Takes focus when the focused control goes with nothing beside it (the last chip, Clear All). */
  focusFallback: () => void;
}

/** The range the slider shows once the listing's ceiling is known; until then, the URL's own values. */
function shownPriceRange(query: ListingQuery, ceiling: number): PriceRange {
  if (ceiling > 0) return initialRange(query.minPrice, query.maxPrice, ceiling);
  return { min: query.minPrice ?? 0, max: query.maxPrice ?? 0 };
}

/** One chip per active filter (each brand, 'min - max', On Sale), each removable, and Clear All. */
export function ActiveFilters({ query, brands, maxPrice, onRemoveBrand, onRemovePrice, onRemoveOnSale, onClearAll, focusFallback }: ActiveFiltersProps) {
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
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

  // A removed chip takes its button with it: move focus first to the next chip (or the one before),
  // which stays, so keyboard focus never falls to <body> (WCAG 2.4.3).
  const remove = (index: number) => {
    const neighbour = chips[index + 1] ?? chips[index - 1];
    const button = neighbour && removeButtons.current.get(neighbour.key);
    if (button) button.focus();
    else focusFallback();
    chips[index].onRemove();
  };

  return (
    <div className={styles.bar}>
      <h2 className="visually-hidden">Active filters</h2>
      <ul className={styles.chips}>
        {chips.map((chip, index) => (
          <li key={chip.key} className={styles.chip}>
            {/* A long value is cut with an ellipsis (see .label); the title and the button's name keep it whole. */}
            <span className={styles.label} title={chip.label}>{chip.label}</span>
            <button
              type="button"
              ref={(el) => { if (el) removeButtons.current.set(chip.key, el); else removeButtons.current.delete(chip.key); }}
              className={styles.remove}
              onClick={() => remove(index)}
              aria-label={`Remove filter ${chip.label}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => { focusFallback(); onClearAll(); }}>Clear All</button>
    </div>
  );
}
