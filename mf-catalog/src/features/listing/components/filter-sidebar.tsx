import { useId, useRef } from 'react';
import { Link } from '@storefront/shared/router';
import type { Brand } from '@storefront/shared/types';
import { useFocusTrap } from '@storefront/shared/ui';
import { RATING_FILTER_STARS } from '@storefront/shared/validation';
import { useText } from '../../../i18n';
import { ratingFilterLabel, type ListingQuery } from '../../../lib/listing-query';
import { PriceRangeSlider } from './price-range-slider';
import styles from './filter-sidebar.module.css';

export interface FilterSidebarProps {
  id: string;
  /** Only on narrow screens: the sidebar is then an overlay. */
  open: boolean;
  onClose: () => void;
  query: ListingQuery;
  /** Heading of the link list: the sub-category (or the top category on its own page). */
  sectionName: string;
  links: { label: string; to: string; current: boolean }[];
  brands: Brand[];
  maxPrice: number;
  /** The category's first answer is on its way: no brands or price range to offer yet. */
  loading?: boolean;
  onToggleBrand: (slug: string) => void;
  /** null, null: the whole range, i.e. no price filter. */
  onApplyPrice: (min: number | null, max: number | null) => void;
  onToggleOnSale: (onSale: boolean) => void;
  onToggleInStock: (inStock: boolean) => void;
  /** Whole stars 1-4 ('3 stars & up'), or null for any rating. */
  onChangeMinRating: (minRating: number | null) => void;
}

/**
 * Category links, Brands, Price Range, Rating, Availability and Special Offers; an overlay
 * dialog on mobile.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { id, open, onClose, query, sectionName, links, brands, maxPrice, loading = false } = props;
  const { t } = useText();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const ratingName = useId();
  // Focus stays inside the overlay while it is open; Esc closes it.
  useFocusTrap(panelRef, open, onClose);

  return (
    <>
      {/* A click beside the drawer closes it; keys have Escape and the Close button. */}
      {open && <div className={styles.backdrop} role="presentation" onClick={onClose} data-testid="filters-backdrop" />}
      <aside id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`} aria-labelledby={headingId}>
        {/* Open as a drawer, the panel is a modal dialog (an aside may not take that role itself). */}
        <div
          ref={panelRef}
          className={styles.panel}
          tabIndex={-1}
          {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
        >
          <div className={styles.header}>
            <h2 id={headingId} className={styles.title}>
              {t('common.filters')}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('filters.close')}>
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                width="24"
                height="24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </button>
          </div>

          {links.length > 0 && (
            <section className={styles.group} aria-labelledby={`${headingId}-section`}>
              <h3 id={`${headingId}-section`} className={styles.groupTitle}>
                {sectionName}
              </h3>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={link.current ? styles.currentLink : styles.link}
                      aria-current={link.current ? 'page' : undefined}
                      onClick={onClose}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {loading && (
            // Brands and the price range come with the first answer for this category.
            <div className={styles.group} aria-hidden="true" data-testid="filters-placeholder">
              <span className={styles.placeholderTitle} />
              <span className={styles.placeholderLine} />
              <span className={styles.placeholderLine} />
              <span className={styles.placeholderLine} />
            </div>
          )}

          {!loading && brands.length > 0 && (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t('filters.brands')}</legend>
              <ul className={styles.checks}>
                {brands.map((brand) => (
                  <li key={brand.slug}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={query.brands.includes(brand.slug)}
                        onChange={() => props.onToggleBrand(brand.slug)}
                      />
                      {brand.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}

          {!loading && (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t('filters.priceRange')}</legend>
              <PriceRangeSlider
                limit={maxPrice}
                minPrice={query.minPrice}
                maxPrice={query.maxPrice}
                onApply={props.onApplyPrice}
              />
            </fieldset>
          )}

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('filters.rating')}</legend>
            {/* One radio group: Tab reaches it once, the arrow keys move between thresholds. */}
            <ul className={styles.checks}>
              <li>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name={ratingName}
                    checked={query.minRating === null}
                    onChange={() => props.onChangeMinRating(null)}
                  />
                  {t('filters.anyRating')}
                </label>
              </li>
              {RATING_FILTER_STARS.map((stars) => (
                <li key={stars}>
                  <label className={styles.check}>
                    <input
                      type="radio"
                      name={ratingName}
                      value={stars}
                      checked={query.minRating === stars}
                      onChange={() => props.onChangeMinRating(stars)}
                    />
                    {/* The stars are decoration: the text says the same. */}
                    <span className={styles.stars} aria-hidden="true">
                      {'★'.repeat(stars)}
                      <span className={styles.emptyStars}>{'★'.repeat(5 - stars)}</span>
                    </span>
                    {ratingFilterLabel(stars, t)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('filters.availability')}</legend>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={query.inStock}
                onChange={(e) => props.onToggleInStock(e.target.checked)}
              />
              {t('filters.inStock')}
            </label>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('filters.specialOffers')}</legend>
            <label className={styles.check}>
              <input type="checkbox" checked={query.onSale} onChange={(e) => props.onToggleOnSale(e.target.checked)} />
              {t('common.onSale')}
            </label>
          </fieldset>
        </div>
      </aside>
    </>
  );
}
