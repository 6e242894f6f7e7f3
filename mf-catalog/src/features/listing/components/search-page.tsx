import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from '@storefront/shared/router';
import { notifyApiError } from '@storefront/shared/api';
import { SORT_OPTIONS, WIDE_SCREEN_QUERY } from '@storefront/shared/config';
import { Trans, useFormat } from '@storefront/shared/i18n';
import { useRemoteData } from '@storefront/shared/remote-data';
import { usePageHead } from '@storefront/shared/ssr';
import type { SearchCategoryMatch, SearchPageResponse, SearchSortOrder } from '@storefront/shared/types';
import { Spinner } from '@storefront/shared/ui';
import { ProductGrid, useAddToCartPopup } from '../../../components/product-card';
import { SectionError } from '../../../components/load-state/section-error';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb';
import { englishText, NAMESPACE, useText, type Translate } from '../../../i18n';
import { scrollBehavior } from '../../../lib/scroll-behavior';
import { listingPath } from '../../../lib/canonical-path';
import {
  cleared,
  hasActiveFilters,
  withBrandToggled,
  withInStock,
  withMinRating,
  withOnSale,
  withPage,
  withPriceRange,
  type ListingQuery,
} from '../../../lib/listing-query';
import {
  parseSearchPageQuery,
  toSearchPageApiParams,
  toSearchPageParams,
  type SearchPageQuery,
} from '../../../lib/search-page-query';
import { isSearchPageQuery, searchPagePath } from '../../../lib/search-path';
import { fetchSearchPage } from '../api/search-page-api';
import { ActiveFilters } from './active-filters';
import { FilterSidebar } from './filter-sidebar';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import listingStyles from './category-page.module.css';
import styles from './search-page.module.css';

/** The listing's sorts, after the search's own default (SortSelect names them in the page's language). */
export const SEARCH_SORT_OPTIONS: readonly { value: SearchSortOrder; label: string }[] = [
  { value: 'relevance', label: 'Best Match' },
  ...SORT_OPTIONS,
];

export const SEARCH_TIPS = englishText('search.page.tips');

/** A category's listing, from the path the API gives it (top first). */
const categoryLink = (match: SearchCategoryMatch) => listingPath(...match.categoryPath.map((c) => c.slug));

/**
 * The search's head. Result pages are kept out of search engines (noindex: an endless set of
 * addresses, each a copy of listings that are indexed); their canonical address is the words and
 * the page, without filters or sort.
 */
function searchHead(q: string, page: number, total: number | null, t: Translate, number: (n: number) => string) {
  const title =
    page > 1 ? t('search.page.headTitlePage', { query: q, page }) : t('search.page.headTitle', { query: q });
  const canonical = new URLSearchParams({ q });
  if (page > 1) canonical.set('page', String(page));
  return {
    title,
    description:
      total === null ? undefined : t('search.page.headDescription', { count: total, n: number(total), query: q }),
    canonicalPath: `/search?${canonical.toString()}`,
    noindex: true,
  };
}

/** /search?q=…: the products matching the words, with the listing's filters, sort and pages. */
export function SearchPage() {
  const { t } = useText();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseSearchPageQuery(searchParams);
  const { q, listing } = query;
  const searchable = isSearchPageQuery(q);
  const apiParams = toSearchPageApiParams(query);
  const key = searchable
    ? `catalog:search:${new URLSearchParams(Object.entries(apiParams).map(([k, v]) => [k, String(v)])).toString()}`
    : null;
  const result = useRemoteData<SearchPageResponse>(key, (signal) => fetchSearchPage(apiParams, signal), {
    onError: notifyApiError,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { add: onAdd, popup } = useAddToCartPopup();
  const sidebarId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  // The brands and price range of these words stay on screen while another filter's page loads,
  // so the box the shopper just ticked (and its focus) does not vanish meanwhile.
  const wordsKey = `${q}\n${query.exact}`;
  const [kept, setKept] = useState<{ wordsKey: string; data: SearchPageResponse } | null>(null);
  if (result.status === 'success' && kept?.data !== result.data) setKept({ wordsKey, data: result.data });
  const facets = kept?.wordsKey === wordsKey ? kept.data : undefined;

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = () => {
      if (wide.matches) setFiltersOpen(false);
    };
    wide.addEventListener?.('change', onChange);
    return () => wide.removeEventListener?.('change', onChange);
  }, []);

  const data = result.status === 'success' ? result.data : undefined;
  const loading = result.status === 'loading' && searchable;
  const failed = result.status === 'error';
  usePageHead(
    searchable
      ? searchHead(q, listing.page, data ? data.total : null, t, format.number)
      : { title: t('search.page.title'), noindex: true },
  );

  const update = (change: (current: SearchPageQuery) => SearchPageQuery) => {
    setSearchParams((current) => toSearchPageParams(change(parseSearchPageQuery(current))));
    const results = resultsRef.current;
    if (!results) return;
    const top = results.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (top < margin || top > window.innerHeight)
      results.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
  };
  const updateListing = (change: (l: ListingQuery) => ListingQuery) =>
    update((current) => ({ ...current, listing: change(current.listing) }));
  const focusResults = () => resultsRef.current?.focus({ preventScroll: true });
  const changePage = (page: number) => {
    focusResults();
    updateListing((l) => withPage(l, page));
  };
  const pageHref = (page: number) =>
    `/search?${toSearchPageParams({ ...query, listing: withPage(listing, page) }).toString()}`;

  if (!searchable) {
    return (
      <div className={listingStyles.page}>
        <h1 className={listingStyles.title}>{t('search.page.title')}</h1>
        <div className={listingStyles.empty}>
          <h2 className={listingStyles.emptyTitle}>{t('search.page.askTitle')}</h2>
          <p>{t('search.page.askText')}</p>
        </div>
      </div>
    );
  }

  const shownWords = data?.correctedQuery ?? q;
  const products = data?.products ?? [];
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const shownPage = Math.min(Math.max(1, listing.page), totalPages);
  const matchesFound = Boolean(data && data.brands.length > 0);

  return (
    <div className={listingStyles.page}>
      <Breadcrumb crumbs={[{ label: t('common.home'), to: '/' }, { label: t('search.results') }]} />
      <h1 className={`${listingStyles.title} ${styles.title}`}>{t('search.page.heading', { query: shownWords })}</h1>

      {data?.correctedQuery && (
        <div className={styles.correction}>
          <p>
            <Trans
              ns={NAMESPACE}
              t={t}
              i18nKey="search.page.showingFor"
              values={{ query: data.correctedQuery }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p>
            <Trans
              ns={NAMESPACE}
              t={t}
              i18nKey="search.page.insteadFor"
              values={{ query: q }}
              components={{ words: <Link to={searchPagePath(q, { exact: 'true' })} /> }}
            />
          </p>
        </div>
      )}

      {data && (data.matchingBrands.length > 0 || data.matchingCategories.length > 0) && (
        <nav className={styles.matches} aria-label={t('search.page.matches')}>
          {data.matchingBrands.length > 0 && (
            <div className={styles.matchGroup}>
              <h2 className={styles.matchTitle}>{t('search.page.brands')}</h2>
              <ul className={styles.chips}>
                {data.matchingBrands.map((brand) => (
                  <li key={brand.slug}>
                    <Link className={styles.chip} to={searchPagePath(brand.name, { brand: brand.slug })}>
                      {brand.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.matchingCategories.length > 0 && (
            <div className={styles.matchGroup}>
              <h2 className={styles.matchTitle}>{t('search.page.categories')}</h2>
              <ul className={styles.chips}>
                {data.matchingCategories.map((category) => (
                  <li key={categoryLink(category)}>
                    <Link className={styles.chip} to={categoryLink(category)}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
      )}

      {failed && <SectionError message={t('search.page.loadFailed')} onRetry={result.reload} />}
      {!failed && (
        <div className={listingStyles.layout}>
          {(matchesFound || (loading && facets && facets.brands.length > 0)) && (
            <FilterSidebar
              id={sidebarId}
              open={filtersOpen}
              onClose={() => setFiltersOpen(false)}
              query={listing}
              sectionName=""
              links={[]}
              brands={facets?.brands ?? []}
              maxPrice={facets?.maxPrice ?? 0}
              onToggleBrand={(slug) => updateListing((l) => withBrandToggled(l, slug))}
              onApplyPrice={(min, max) => {
                updateListing((l) => withPriceRange(l, min, max));
                setFiltersOpen(false);
              }}
              onToggleOnSale={(onSale) => updateListing((l) => withOnSale(l, onSale))}
              onToggleInStock={(inStock) => updateListing((l) => withInStock(l, inStock))}
              onChangeMinRating={(minRating) => updateListing((l) => withMinRating(l, minRating))}
            />
          )}

          <section
            ref={resultsRef}
            className={listingStyles.results}
            aria-labelledby={`${sidebarId}-results`}
            aria-busy={loading}
            tabIndex={-1}
          >
            <h2 id={`${sidebarId}-results`} className="visually-hidden">
              {t('common.products')}
            </h2>
            {(matchesFound || loading) && (
              <div className={listingStyles.toolbar}>
                <button
                  type="button"
                  className={listingStyles.filtersToggle}
                  aria-expanded={filtersOpen}
                  aria-controls={sidebarId}
                  onClick={() => setFiltersOpen((o) => !o)}
                >
                  {t('common.filters')}
                </button>
                <p className={listingStyles.count} aria-live="polite">
                  {loading && t('common.loadingProducts')}
                  {!loading && data && t('common.productCount', { count: data.total, n: format.number(data.total) })}
                </p>
                <SortSelect<SearchSortOrder>
                  value={query.orderBy}
                  options={SEARCH_SORT_OPTIONS}
                  onChange={(orderBy) =>
                    update((current) => ({ ...current, orderBy, listing: withPage(current.listing, 1) }))
                  }
                />
              </div>
            )}

            <ActiveFilters
              query={listing}
              brands={facets?.brands ?? []}
              onRemoveBrand={(slug) => updateListing((l) => withBrandToggled(l, slug))}
              onRemovePrice={() => updateListing((l) => withPriceRange(l, null, null))}
              onRemoveOnSale={() => updateListing((l) => withOnSale(l, false))}
              onRemoveInStock={() => updateListing((l) => withInStock(l, false))}
              onRemoveMinRating={() => updateListing((l) => withMinRating(l, null))}
              onClearAll={() => updateListing(() => cleared())}
              focusFallback={focusResults}
            />

            {loading && <Spinner label={t('common.loadingProducts')} />}
            {data && products.length === 0 && (
              <EmptyResults
                q={q}
                data={data}
                listing={listing}
                onFirstPage={() => changePage(1)}
                onClearAll={() => {
                  focusResults();
                  updateListing(() => cleared());
                }}
              />
            )}
            {data && products.length > 0 && (
              <>
                <ProductGrid products={products} onAddToCart={onAdd} label={t('search.results')} />
                <Pagination page={shownPage} totalPages={totalPages} onChange={changePage} hrefFor={pageHref} />
              </>
            )}
          </section>
        </div>
      )}
      {popup}
    </div>
  );
}

interface EmptyResultsProps {
  q: string;
  data: SearchPageResponse;
  listing: ListingQuery;
  onFirstPage: () => void;
  onClearAll: () => void;
}

/** Why nothing is listed, and where to go from here. */
function EmptyResults({ q, data, listing, onFirstPage, onClearAll }: EmptyResultsProps) {
  const { t } = useText();
  if (data.total > 0) {
    return (
      <div className={listingStyles.empty}>
        <h3 className={listingStyles.emptyTitle}>{t('search.page.noPageTitle')}</h3>
        <p>{t('search.page.noPageText', { page: listing.page })}</p>
        <button type="button" className={listingStyles.emptyAction} onClick={onFirstPage}>
          {t('common.goToPage1')}
        </button>
      </div>
    );
  }
  if (hasActiveFilters(listing) && data.brands.length > 0) {
    return (
      <div className={listingStyles.empty}>
        <h3 className={listingStyles.emptyTitle}>{t('search.page.noMatchTitle')}</h3>
        <p>{t('search.page.noMatchText')}</p>
        <button type="button" className={listingStyles.emptyAction} onClick={onClearAll}>
          {t('common.clearAll')}
        </button>
      </div>
    );
  }
  return (
    <div className={`${listingStyles.empty} ${styles.empty}`}>
      <h3 className={listingStyles.emptyTitle}>{t('search.page.noResults', { query: q })}</h3>
      <p>{t('search.page.tips')}</p>
      {data.popularCategories.length > 0 && (
        <>
          <h4 className={styles.emptySubtitle}>{t('search.page.popular')}</h4>
          <ul className={`${styles.chips} ${styles.centred}`}>
            {data.popularCategories.map((category) => (
              <li key={categoryLink(category)}>
                <Link className={styles.chip} to={categoryLink(category)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.more}>
        <Trans
          ns={NAMESPACE}
          t={t}
          i18nKey="search.page.more"
          components={{ fresh: <Link to="/products/fresh-picks" />, flash: <Link to="/products/flash-deals" /> }}
        />
      </p>
    </div>
  );
}
