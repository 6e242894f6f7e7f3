// Each public catalog page's head (title, description, canonical address, JSON-LD), as pure functions
// the pages and the server share.
export { breadcrumbList, categoryCrumbs, HOME_CRUMB, productCrumbs, type Crumb } from './breadcrumbs';
export { homeHead } from './home-head';
export { serializeJsonLd } from './json-ld';
export { listingCanonicalPath, listingHead, type ListingHeadArgs } from './listing-head';
export { productHead } from './product-head';
