import { slugify } from '@storefront/shared/format';

/** Category routes use slugs lower-cased with spaces turned to hyphens (spec section 2). */
export function categoryPath(...slugs: string[]): string {
  return `/category/${slugs.map((slug) => slugify(slug)).join('/')}`;
}
