import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each path change starts at the top of the page (query-only changes such as filters do not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
