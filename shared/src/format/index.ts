export { formatPrice } from './price';
export { countOf, slugify, titleFromSlug, truncateName } from './text';
export { formatDate } from './date';
