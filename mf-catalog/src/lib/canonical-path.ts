import type { CategoryPageResponse, CategoryRef } from '@storefront/shared/types';

/** Which level of the category tree a listing shows (from the route /category/:cat/:sub/:child). */
export interface ListingTarget {
  cat: string;
  sub?: string;
  child?: string;
}

const slugOf = (ref: CategoryRef | string | null | undefined): string | null =>
  ref && typeof ref === 'object' && typeof ref.slug === 'string' && ref.slug ? ref.slug : null;

/** /category/{cat}[/{sub}[/{child}]], each slug encoded. */
export const listingPath = (...slugs: string[]): string => `/category/${slugs.map(encodeURIComponent).join('/')}`;

/**
 * The listing's own address, from the slugs of the category levels the API answered with (it reads
 * slugs case-insensitively, so /category/Electronics finds electronics). Null when the answer does
 * not carry every slug needed.
 */
export function canonicalListingPath(target: ListingTarget, data: CategoryPageResponse): string | null {
  const slugs = [slugOf(data.category)];
  if (target.sub || target.child) slugs.push(slugOf(data.subCategory));
  if (target.child) slugs.push(slugOf(data.childCategory));
  return slugs.every((s): s is string => s !== null) ? listingPath(...slugs) : null;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The address a listing path in capitals or with a trailing slash moves to (slugs are lower case),
 * known from the path alone, so the page can move before it asks the API anything. Null when the
 * path is already in that form.
 */
export function lowerCaseListingPath(target: ListingTarget, pathname: string): string | null {
  // A path with a broken escape (/category/%E0%A4) reaches the page undecoded: encoding it again
  // would move the shopper to another address (%25e0%25a4). Stay put; the API answers not found.
  if (!isDecodable(pathname)) return null;
  const slugs = [target.cat, target.sub, target.child].filter((s): s is string => Boolean(s));
  const inForm = slugs.every((s) => s === s.toLowerCase()) && !pathname.endsWith('/');
  return inForm ? null : listingPath(...slugs.map((s) => s.toLowerCase()));
}
