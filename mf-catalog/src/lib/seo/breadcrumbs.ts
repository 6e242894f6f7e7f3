import type { CategoryPageResponse, CategoryRef, ProductDetail } from '@storefront/shared/types';
import { englishText, type Translate } from '../../i18n';
import { listingPath, type ListingTarget } from '../canonical-path';
import { absoluteUrl, productPath } from './url';

/** One step of the trail: Home ('/'), the category levels, then the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/** Home, named in the page's language (English by default). */
export const homeCrumb = (t: Translate = englishText): Crumb => ({ name: t('common.home'), path: '/' });
export const HOME_CRUMB: Crumb = homeCrumb();

/** schema.org BreadcrumbList: positions from 1, every item an absolute URL (Google requires both). */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

const hasSlug = (ref: CategoryRef | null | undefined): ref is CategoryRef =>
  Boolean(ref && typeof ref === 'object' && typeof ref.slug === 'string' && ref.slug);

/**
 * Home (`home`, named in the page's language) and each category level the route names, down to the
 * listing itself (the last crumb), built from the API's slugs as canonicalListingPath builds the
 * address. Null when a level lacks its slug.
 */
export function categoryCrumbs(target: ListingTarget, data: CategoryPageResponse, home = HOME_CRUMB): Crumb[] | null {
  const levels = [data.category];
  if (target.sub || target.child) levels.push(data.subCategory as CategoryRef);
  if (target.child) levels.push(data.childCategory as CategoryRef);
  if (!levels.every(hasSlug)) return null;
  return [
    home,
    ...levels.map((level, i) => ({
      name: level.name || level.slug,
      path: listingPath(...levels.slice(0, i + 1).map((l) => l.slug)),
    })),
  ];
}

/** Home (`home`), the categories the product sits in (as the API names them), then the product itself. */
export function productCrumbs(product: ProductDetail, home = HOME_CRUMB): Crumb[] {
  const levels = (Array.isArray(product.categoryPath) ? product.categoryPath : []).filter(hasSlug);
  return [
    home,
    ...levels.map((level, i) => ({
      name: level.name || level.slug,
      path: listingPath(...levels.slice(0, i + 1).map((l) => l.slug)),
    })),
    { name: product.name, path: productPath(product.slug) },
  ];
}
