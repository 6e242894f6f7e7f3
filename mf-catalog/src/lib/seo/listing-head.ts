import type { PageHead } from '@storefront/shared/ssr';
import type { Brand, Product } from '@storefront/shared/types';
import { DEFAULT_LISTING_QUERY, toSearchParams } from '../listing-query';
import { breadcrumbList, type Crumb } from './breadcrumbs';
import { ENGLISH_HEAD_TEXT, plainText, trimDescription, type HeadText } from './text';
import { absoluteUrl, productPath } from './url';

export interface ListingHeadArgs {
  origin: string;
  /**
   * Home, the parent levels, then the listing itself: the last crumb gives the page its name and its
   * address without any query (categoryCrumbs() for /category/…, [HOME_CRUMB, { name: 'Fresh Picks',
   * path: '/products/fresh-picks' }] for the product lists).
   */
  crumbs: Crumb[];
  /** The page shown, from 1. Only the page survives into the canonical address. */
  page: number;
  /** Products in the whole listing, every page. */
  total: number;
  /** The products on this page. */
  products: Product[];
  /** The listing's brands (the API's facet); by default those of this page's products. */
  brands?: Brand[];
  /** The page's language (English by default). */
  text?: HeadText;
}

/** How many brands the description names before "and more". */
const BRANDS_NAMED = 3;

function brandNames(brands: Brand[] | undefined, products: Product[]): string[] {
  const names = (brands ?? products.map((p) => p.brand)).map((b) => plainText(b?.name)).filter(Boolean);
  return [...new Set(names)];
}

function listingDescription(name: string, total: number, brands: string[], { t, number }: HeadText): string {
  const count = total > 0 ? t('listing.head.count', { count: total, n: number(total) }) : '';
  const named = brands.slice(0, BRANDS_NAMED).join(t('listing.head.brandSeparator'));
  const from =
    brands.length > 0
      ? t(brands.length > BRANDS_NAMED ? 'listing.head.fromMore' : 'listing.head.from', { brands: named })
      : '';
  return trimDescription(t('listing.head.description', { name, count, from }));
}

/**
 * The listing's own address: the path, plus ?page=N past the first page. Filters and sort are left
 * out, so every filtered or sorted view points at the plain listing; the page is kept because each
 * page lists other products. The query is written by the listing's own toSearchParams, so the
 * parameter is named as the page reads it.
 */
export function listingCanonicalPath(path: string, page: number): string {
  const query = toSearchParams({
    ...DEFAULT_LISTING_QUERY,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }).toString();
  return query ? `${path}?${query}` : path;
}

/** The head of a category listing (/category/{cat}[/{sub}[/{child}]]) or a product list (/products/{name}). */
export function listingHead({
  origin,
  crumbs,
  page,
  total,
  products,
  brands,
  text = ENGLISH_HEAD_TEXT,
}: ListingHeadArgs): PageHead {
  const self = crumbs.at(-1);
  if (!self) throw new Error('listingHead: crumbs must end with the listing itself');
  const name = plainText(self.name);
  const image = products.find((p) => p.imgUrl?.trim())?.imgUrl.trim();
  return {
    title: page > 1 ? text.t('listing.head.page', { name, page }) : name,
    description: listingDescription(name, total, brandNames(brands, products), text),
    canonicalPath: listingCanonicalPath(self.path, page),
    ...(image && { image: absoluteUrl(image, origin) }),
    type: 'website',
    jsonLd: [
      breadcrumbList(crumbs, origin),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        // Google's summary-page carousel: each product as a position and the URL of its own page.
        itemListElement: products.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: absoluteUrl(productPath(p.slug), origin),
        })),
      },
    ],
  };
}
