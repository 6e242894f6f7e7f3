import { useRef } from 'react';
import { formatPrice, titleFromSlug } from '@storefront/shared/format';
import { useText, type Translate } from '../../../i18n';
import type { Brand } from '@storefront/shared/types';
import { hasPriceFilter, ratingFilterLabel, type ListingQuery } from '../../../lib/listing-query';
import styles from './active-filters.module.css';

export interface ActiveFiltersProps {
  query: ListingQuery;
  brands: Brand[];
  onRemoveBrand: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveOnSale: () => void;
  onRemoveInStock: () => void;
  onRemoveMinRating: () => void;
  onClearAll: () => void;
  /** Takes focus when the focused control goes with nothing beside it (the last chip, Clear All). */
  focusFallback: () => void;
}

/**
 * 'min - max' as the API filters: the URL's values, not the slider's (which stays within the
 * listing's highest price). No max, or 0, is no upper bound.
 */
function priceChipLabel(query: ListingQuery, t: Translate): string {
  const max = query.maxPrice && query.maxPrice > 0 ? formatPrice(query.maxPrice) : t('filters.any');
  return t('filters.priceChip', { min: formatPrice(query.minPrice ?? 0), max });
}

/**
 * One chip per active filter (each brand, 'min - max', On Sale, In Stock Only, '4 stars & up'), each
 * removable, and Clear All.
 */
export function ActiveFilters({
  query,
  brands,
  onRemoveBrand,
  onRemovePrice,
  onRemoveOnSale,
  onRemoveInStock,
  onRemoveMinRating,
  onClearAll,
  focusFallback,
}: ActiveFiltersProps) {
  const { t } = useText();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const brandName = (slug: string) => brands.find((b) => b.slug === slug)?.name ?? titleFromSlug(slug);
  const chips: { key: string; label: string; onRemove: () => void }[] = [
    ...query.brands.map((slug) => ({
      key: `brand-${slug}`,
      label: brandName(slug),
      onRemove: () => onRemoveBrand(slug),
    })),
  ];
  // Every filter hasActiveFilters counts has its chip, so the row (and Clear All) shows whenever one is set.
  if (hasPriceFilter(query)) chips.push({ key: 'price', label: priceChipLabel(query, t), onRemove: onRemovePrice });
  if (query.onSale) chips.push({ key: 'onSale', label: t('common.onSale'), onRemove: onRemoveOnSale });
  if (query.inStock) chips.push({ key: 'inStock', label: t('filters.inStockChip'), onRemove: onRemoveInStock });
  if (query.minRating !== null)
    chips.push({ key: 'minRating', label: ratingFilterLabel(query.minRating, t), onRemove: onRemoveMinRating });
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
      <h2 className="visually-hidden">{t('filters.active')}</h2>
      <ul className={styles.chips}>
        {chips.map((chip, index) => (
          <li key={chip.key} className={styles.chip}>
            {/* A long value is cut with an ellipsis (see .label); the title and the button's name keep it whole. */}
            <span className={styles.label} title={chip.label}>
              {chip.label}
            </span>
            <button
              type="button"
              ref={(el) => {
                if (el) removeButtons.current.set(chip.key, el);
                else removeButtons.current.delete(chip.key);
              }}
              className={styles.remove}
              onClick={() => remove(index)}
              aria-label={t('filters.remove', { label: chip.label })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.clear}
        onClick={() => {
          focusFallback();
          onClearAll();
        }}
      >
        {t('common.clearAll')}
      </button>
    </div>
  );
}
