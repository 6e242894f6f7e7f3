// What a page says about itself in the document's head: its title and description, its canonical
// address, the picture link previews show, and its structured data (JSON-LD). The shell's server
// writes it into the first HTML answer; in the browser the title and description follow navigation.
import { i18n, SHARED_NAMESPACE } from '@storefront/shared/i18n';

/** The shop's name, after the page's in every title ("Samsung LED TV | Storefront"); a brand, never translated. */
export const SITE_NAME = 'Storefront';

export interface PageHead {
  /** The page's own name; the server and the tab show "<title> | Storefront". */
  title: string;
  /** One or two sentences for search results and link previews (at most ~160 characters). */
  description?: string;
  /**
   * The page's canonical address on this origin: a path with its query ("/category/tv?page=2").
   * Filters and sorts are left out by the page, so every filtered view points at one listing.
   */
  canonicalPath?: string;
  /** The picture link previews show (Open Graph, Twitter card): absolute or root-relative. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product';
  /** Structured data, each a JSON-LD object with its own @context. Rendered by the server only. */
  jsonLd?: object[];
  /** Keep the page out of search results (a not-found page, a private page). */
  noindex?: boolean;
}

/**
 * "<page> | Storefront", or the shop's name alone for a page without one, as the language of
 * `instance` writes it: the page's own in the browser, the request's one on the server.
 */
export function documentTitle(title: string | null | undefined, instance: Pick<typeof i18n, 't'> = i18n): string {
  return title ? instance.t('pageHead.title', { ns: SHARED_NAMESPACE, title, site: SITE_NAME }) : SITE_NAME;
}
