export { formatPrice, formatPriceRange, formatNumber } from './price';
export { formatBusinessDays } from './days';
export { countOf, slugify, telHref, titleFromSlug, truncateName } from './text';
export { formatDate } from './date';
