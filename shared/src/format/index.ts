export { formatPrice } from './price';
export { slugify, titleFromSlug, truncateName } from './text';
export { formatDate } from './date';
