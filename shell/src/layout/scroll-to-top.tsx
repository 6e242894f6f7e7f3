import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Each path change starts at the top of the page (query-only changes such as filters do not), and
 * keyboard and screen-reader users start there too: focus moves to the main region, as it would on
 * a full page load, instead of staying on the link that was followed. The first load leaves focus
 * alone, and so does a page that moved focus inside the main region itself, until that element leaves
 * the page.
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
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return undefined;
    const focused = document.activeElement;
    if (!focused || !main.contains(focused)) {
      main.focus({ preventScroll: true });
      return undefined;
    }
    // A page that already placed focus inside itself (e.g. on a new tab panel) keeps it there. But the
    // focus may still be on the old page, which stays on screen while the next one loads (e.g. the
    // login form that navigated on submit): once that element leaves, focus would fall to <body>.
    const observer = new MutationObserver(() => {
      if (focused.isConnected) return;
      observer.disconnect();
      const active = document.activeElement;
      if (!active || active === document.body) main.focus({ preventScroll: true });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
