import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useParams } from '@storefront/shared/router';
import { WIDE_SCREEN_QUERY } from '@storefront/shared/config';
import { titleFromSlug } from '@storefront/shared/format';
import { useFormat } from '@storefront/shared/i18n';
import { useAppDispatch, useAppSelector, useInjectSaga, useInjectSlice } from '@storefront/shared/store';
import type { CategoryPageResponse, CategoryRef } from '@storefront/shared/types';
import { useHttpStatus, usePageHead, useServerData, useSiteOrigin, type ServerEntry } from '@storefront/shared/ssr';
import { Spinner } from '@storefront/shared/ui';
import { ProductGrid, useAddToCartPopup } from '../../../components/product-card';
import { NotFound } from '../../../components/load-state/not-found';
import { PlaceholderText } from '../../../components/load-state/placeholder-text';
import { SectionError } from '../../../components/load-state/section-error';
import { useText } from '../../../i18n';
import { scrollBehavior } from '../../../lib/scroll-behavior';
import { useCanonicalPath } from '../../../hooks/use-canonical-path';
import { fetchListing as requestListing } from '../api/listing-api';
import {
  canonicalListingPath,
  listingPath as path,
  lowerCaseListingPath,
  type ListingTarget,
} from '../../../lib/canonical-path';
import { useListingQuery } from '../hooks/use-listing-query';
import {
  cleared,
  hasActiveFilters,
  toApiParams,
  toSearchParams,
  withBrandToggled,
  withOnSale,
  withInStock,
  withMinRating,
  withOrderBy,
  withPage,
  withPriceRange,
  type ListingQuery,
} from '../../../lib/listing-query';
import { listingSaga } from '../store/listing.sagas';
import {
  listingFor,
  listingHydrated,
  listingKey,
  listingRequested,
  listingSlice,
  selectListing,
  type ListingRequest,
  type ListingState,
} from '../store/listing.slice';
import { categoryCrumbs, homeCrumb, listingHead } from '../../../lib/seo';
import { ActiveFilters } from './active-filters';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb/breadcrumb';
import { FilterSidebar } from './filter-sidebar';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import styles from './category-page.module.css';

/** The API may send a category as a string or as an object with a name (spec section 3). */
function refName(ref: CategoryRef | string | null | undefined, fallbackSlug?: string): string {
  if (typeof ref === 'string') return ref;
  if (ref && typeof ref.name === 'string' && ref.name) return ref.name;
  return fallbackSlug ? titleFromSlug(fallbackSlug) : '';
}

/** The page the API answered with: it reads a page it cannot use as page 1, and sends page 1's products. */
function shownPageOf(data: CategoryPageResponse | null, requested: number): number {
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  return Math.min(Math.max(1, data?.page ?? requested), totalPages);
}

/** The listing as a server-rendered page came with it, for the request the store has not seen yet. */
function fromServer(
  stored: ListingState,
  request: ListingRequest,
  entry: ServerEntry<CategoryPageResponse> | undefined,
): ListingState | null {
  if (!entry || stored.key === listingKey(request)) return null;
  return listingSlice.reducer(stored, listingHydrated(request, entry.ok ? { data: entry.value } : { notFound: true }));
}

/** /category/:cat, /category/:cat/:sub and /category/:cat/:sub/:child, all state in the URL query. */
export function CategoryPage() {
  const { t } = useText();
  const format = useFormat();
  useInjectSlice(listingSlice);
  useInjectSaga('catalog/listing', listingSaga);
  const dispatch = useAppDispatch();
  const { cat = '', sub, child } = useParams();
  const { pathname } = useLocation();
  const { query, update } = useListingQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { add: onAdd, popup } = useAddToCartPopup();
  const sidebarId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const target: ListingTarget = { cat, sub, child };
  const apiParams = toApiParams(query);
  const request = { target, params: apiParams };
  const requestKey = listingKey(request);
  // Read for this very request: on the render after a route change the store still holds the last one's.
  const listing = useAppSelector(selectListing);
  // A path about to move to its lower-case form (below) is not loaded, on the server either.
  const lowerCasePath = lowerCaseListingPath(target, pathname);
  const serverEntry = useServerData(lowerCasePath ? null : `catalog:listing:${requestKey}`, () =>
    requestListing(target, apiParams),
  );
  const hydrated = fromServer(listing, request, serverEntry);
  const { data, loading, failed, notFound } = hydrated ?? listingFor(listing, request);
  // This category's first answer is on its way (a filter or page change keeps the last one's data).
  const firstLoad = loading && !data;

  // A path in capitals or with a trailing slash moves to its lower-case form before fetching, so
  // the API is asked once, for the address the page stays on. A server-rendered page's answer is
  // kept rather than asked for again.
  const fetchListing = () => dispatch(listingRequested(request));
  useEffect(() => {
    if (lowerCasePath) return;
    if (serverEntry && listing.key !== requestKey) {
      dispatch(listingHydrated(request, serverEntry.ok ? { data: serverEntry.value } : { notFound: true }));
    } else {
      fetchListing();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request or address asks again, never its answer
  }, [requestKey, lowerCasePath]);

  // The listing's own address, as the API spells its slugs (a sub-category under another parent
  // moves there; the query is kept). Only from the answer to this very request, which is what
  // listingFor gives once it is no longer loading.
  useCanonicalPath(lowerCasePath ?? (data && !loading ? canonicalListingPath(target, data) : null));

  // The overlay is a narrow-screen thing: widening the window past the breakpoint (where the
  // sidebar's stylesheet shows it in place) closes it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = () => {
      if (wide.matches) setFiltersOpen(false);
    };
    wide.addEventListener?.('change', onChange);
    return () => wide.removeEventListener?.('change', onChange);
  }, []);

  // A listing that failed to load has no brands or price ceiling: its filters could not work.
  const showFilters = !failed;
  if (!showFilters && filtersOpen) setFiltersOpen(false);

  const topName = refName(data?.category, cat);
  const subName = sub ? refName(data?.subCategory, sub) : '';
  const childName = child ? refName(data?.childCategory, child) : '';
  const currentName = childName || subName || topName;

  // A page number past the last page names nothing: a 404 for search engines, while the shopper
  // sees the listing's own empty page with its pagination back.
  const settled = Boolean(data) && !loading && !failed;
  const pastTheEnd = settled && query.page > Math.max(1, data?.totalPages ?? 1);
  useHttpStatus(pastTheEnd ? 404 : null);
  const origin = useSiteOrigin();
  const seoCrumbs = settled && data ? categoryCrumbs(target, data, homeCrumb(t)) : null;
  // (The not-found page names itself.)
  usePageHead(
    notFound
      ? null
      : seoCrumbs && data
        ? {
            ...listingHead({
              origin,
              crumbs: seoCrumbs,
              page: shownPageOf(data, query.page),
              total: data.total,
              products: data.products,
              brands: data.brands,
              text: { t, number: format.number },
            }),
            noindex: pastTheEnd || undefined,
          }
        : { title: currentName },
  );

  const crumbs: Crumb[] = [
    { label: t('common.home'), to: '/' },
    { label: topName, to: sub ? path(cat) : undefined, pending: firstLoad },
  ];
  if (sub) crumbs.push({ label: subName, to: child ? path(cat, sub) : undefined, pending: firstLoad });
  if (child) crumbs.push({ label: childName, pending: firstLoad });

  // Top level lists its sub-categories; below that, the sub-category's child categories.
  const links = (data?.childList ?? []).map((ref) => {
    const to = sub ? path(cat, sub, ref.slug) : path(cat, ref.slug);
    return { label: ref.name, to, current: ref.slug === (child ?? sub) };
  });

  const products = data?.products ?? [];
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const shownPage = shownPageOf(data, query.page);
  const total = data?.total ?? products.length;

  // A filter, sort or page change replaces the results: if their top is out of sight (scrolled
  // down the sidebar, or at the pagination), bring it back into view. (The page's
  // scroll-padding-top, from the shared tokens, keeps it clear of the sticky header.)
  const apply = (change: (q: ListingQuery) => ListingQuery) => {
    update(change);
    const results = resultsRef.current;
    if (!results) return;
    const top = results.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (top < margin || top > window.innerHeight)
      results.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
  };
  // Focus to the results region (named 'Products') when the focused control goes away or they are
  // replaced (a page button, the last chip, Clear All), never to <body>; a keyboard user sees it
  // outlined. The scroll is apply's to make.
  const focusResults = () => resultsRef.current?.focus({ preventScroll: true });

  const pageHref = (page: number) => {
    const search = toSearchParams(withPage(query, page)).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const changePage = (page: number) => {
    focusResults();
    apply((q) => withPage(q, page));
  };

  if (notFound) {
    return (
      <div className={styles.page}>
        <NotFound title={t('listing.notFoundTitle')} message={t('listing.notFoundText')} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={crumbs} />
      <h1 className={styles.title}>
        {/* The name from the address ('Tv And Video') is only a guess at the category's own ('TV & Video'). */}
        {firstLoad ? <PlaceholderText text={currentName} className={styles.titlePlaceholder} /> : currentName}
      </h1>

      <div className={styles.layout}>
        {showFilters && (
          <FilterSidebar
            id={sidebarId}
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            query={query}
            sectionName={sub ? subName : topName}
            links={links}
            brands={data?.brands ?? []}
            maxPrice={data?.maxPrice ?? 0}
            loading={firstLoad}
            onToggleBrand={(slug) => apply((q) => withBrandToggled(q, slug))}
            onApplyPrice={(min, max) => {
              apply((q) => withPriceRange(q, min, max));
              setFiltersOpen(false);
            }}
            onToggleOnSale={(onSale) => apply((q) => withOnSale(q, onSale))}
            onToggleInStock={(inStock) => apply((q) => withInStock(q, inStock))}
            onChangeMinRating={(minRating) => apply((q) => withMinRating(q, minRating))}
          />
        )}

        <section
          ref={resultsRef}
          className={styles.results}
          aria-labelledby={`${sidebarId}-results`}
          aria-busy={loading}
          tabIndex={-1}
        >
          <h2 id={`${sidebarId}-results`} className="visually-hidden">
            {t('common.products')}
          </h2>
          <div className={styles.toolbar}>
            {showFilters && (
              <button
                type="button"
                className={styles.filtersToggle}
                aria-expanded={filtersOpen}
                aria-controls={sidebarId}
                onClick={() => setFiltersOpen((o) => !o)}
              >
                {t('common.filters')}
              </button>
            )}
            <p className={styles.count} aria-live="polite">
              {loading && t('common.loadingProducts')}
              {!loading && data && !failed && t('common.productCount', { count: total, n: format.number(total) })}
            </p>
            <SortSelect value={query.orderBy} onChange={(orderBy) => apply((q) => withOrderBy(q, orderBy))} />
          </div>

          <ActiveFilters
            query={query}
            brands={data?.brands ?? []}
            onRemoveBrand={(slug) => apply((q) => withBrandToggled(q, slug))}
            onRemovePrice={() => apply((q) => withPriceRange(q, null, null))}
            onRemoveOnSale={() => apply((q) => withOnSale(q, false))}
            onRemoveInStock={() => apply((q) => withInStock(q, false))}
            onRemoveMinRating={() => apply((q) => withMinRating(q, null))}
            onClearAll={() => apply(cleared)}
            focusFallback={focusResults}
          />

          {loading && <Spinner label={t('common.loadingProducts')} />}
          {!loading && failed && <SectionError message={t('listing.loadFailed')} onRetry={fetchListing} />}
          {!loading && !failed && data && products.length === 0 && (
            <div className={styles.empty}>
              <h3 className={styles.emptyTitle}>{t('listing.noProducts')}</h3>
              <p>
                {query.page > 1
                  ? t('listing.noPage', { page: query.page })
                  : hasActiveFilters(query)
                    ? t('listing.noMatch')
                    : t('listing.emptyCategory')}
              </p>
              {query.page > 1 && (
                <button type="button" className={styles.emptyAction} onClick={() => changePage(1)}>
                  {t('common.goToPage1')}
                </button>
              )}
              {query.page === 1 && hasActiveFilters(query) && (
                <button
                  type="button"
                  className={styles.emptyAction}
                  onClick={() => {
                    focusResults();
                    apply(cleared);
                  }}
                >
                  {t('common.clearAll')}
                </button>
              )}
            </div>
          )}
          {!loading && !failed && products.length > 0 && (
            <>
              <ProductGrid
                products={products}
                onAddToCart={onAdd}
                label={t('common.listProducts', { name: currentName })}
              />
              <Pagination page={shownPage} totalPages={totalPages} onChange={changePage} hrefFor={pageHref} />
            </>
          )}
        </section>
      </div>
      {popup}
    </div>
  );
}
