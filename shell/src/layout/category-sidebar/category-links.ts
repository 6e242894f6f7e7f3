import { slugify } from '@storefront/shared/format';

/**
 * Category routes use slugs lower-cased with spaces turned to hyphens (spec section 2), each
 * encoded as one path segment, so a '?', '#' or '/' in a name cannot break the link.
 */
export function categoryPath(...slugs: string[]): string {
  return `/category/${slugs.map((slug) => encodeURIComponent(slugify(slug))).join('/')}`;
}
