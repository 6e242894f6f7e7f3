import { NAME_MAX_LENGTH } from '@storefront/shared/config';

/** Category slugs: lower-cased, spaces turned to hyphens (as the category routes expect). */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** 'fresh-picks' → 'Fresh Picks' (the all-products page title). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Names over 40 characters become the first 37 + '...'; counted in characters, not UTF-16 units. */
export function truncateName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= NAME_MAX_LENGTH) return name;
  return `${chars.slice(0, NAME_MAX_LENGTH - 3).join('')}...`;
}

/**
 * '1 product', '2 products', '1,200 items': a count with its noun, grouped as en-PK writes it.
 * English only: a component says a count with its catalogue's plurals (`t(key, { count })`,
 * keys `items_one` / `items_other`) and `useFormat().number`.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-PK')} ${count === 1 ? singular : plural}`;
}

/** A phone number as a link target: "0300-1234567" → "tel:03001234567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
