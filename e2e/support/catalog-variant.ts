// What the release test's catalog releases change (catalog-variant.rspack.config.ts builds them):
// free of Rspack, so the test reads it too.

/** The 'heading' release titles the home page's Fresh Picks section so. */
export const VARIANT_HEADING = 'Fresh Picks This Week';
/** The 'shared-major' release is built against this @storefront/shared, a major no shell has. */
export const OTHER_SHARED_MAJOR = '2.0.0';
