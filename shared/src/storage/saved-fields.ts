// Checks for fields read back from local storage, which anyone (or any script) can edit: what is
// linked or loaded from them must stay within the shop.

/** A product slug: lower-case letters, digits and hyphens. It becomes /product/{slug}, so nothing else. */
export const isProductSlug = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(v);

/** Text a person can read: a name of only spaces would make an empty link or label. */
export const isShownText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * An image address on the shop's own site ('/api/api/media/…'), else '': a saved copy never makes
 * the page load (and so tell) another site.
 */
export const ownImage = (v: unknown): string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') ? v : '';
