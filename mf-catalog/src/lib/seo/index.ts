// Each public catalog page's head (title, description, canonical address, JSON-LD), as pure functions
// the pages and the server share. Pages import the file they need, not this index: listing-head reads
// the listing's query rules, which bring yup (shared/validation) onto pages that have no form.
export { breadcrumbList, categoryCrumbs, HOME_CRUMB, homeCrumb, productCrumbs, type Crumb } from './breadcrumbs';
export { homeHead } from './home-head';
export { serializeJsonLd } from './json-ld';
export { listingCanonicalPath, listingHead, type ListingHeadArgs } from './listing-head';
export { productHead } from './product-head';
export { ENGLISH_HEAD_TEXT, type HeadText } from './text';
