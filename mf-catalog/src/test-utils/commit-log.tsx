import { useLayoutEffect } from 'react';
import { useLocation } from '@storefront/shared/router';

export interface Commit {
  pathname: string;
  /** The page's text as committed, before any effect could replace it. */
  text: string;
}

/**
 * Place after a page in the same route element: records what every commit showed under which address,
 * so a test can catch a state that lasts only until the page's effects run (React's act() hides it).
 */
export function CommitLog({ commits }: { commits: Commit[] }) {
  const { pathname } = useLocation();
  // Layout effects run once the commit's DOM is in place and before any passive effect.
  useLayoutEffect(() => {
    commits.push({ pathname, text: document.body.textContent ?? '' });
  });
  return null;
}
