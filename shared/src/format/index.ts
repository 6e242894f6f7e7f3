export { formatPrice } from './price';
export { countOf, slugify, telHref, titleFromSlug, truncateName } from './text';
export { formatDate } from './date';
