import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Each path change starts at the top of the page (query-only changes such as filters do not), and
 * keyboard and screen-reader users start there too: focus moves to the main region, as it would on
 * a full page load, instead of staying on the link that was followed. The first load leaves focus
 * alone, and so does a page that moved focus inside the main region itself.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A page that already placed focus inside itself (e.g. on a new tab panel) keeps it there.
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
