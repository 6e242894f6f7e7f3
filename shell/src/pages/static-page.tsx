import type { ReactNode } from 'react';
import { useLocation } from '@storefront/shared/router';
import { usePageHead } from '@storefront/shared/ssr';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** e.g. 'May 1, 2025' for legal pages. */
  lastUpdated?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every company page: one h1, an optional date line and readable text width. */
export function StaticPage({ title, description, lastUpdated, intro, children }: StaticPageProps) {
  usePageHead({ title, description, canonicalPath: useLocation().pathname });
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lastUpdated && <p className={styles.updated}>Last updated: {lastUpdated}</p>}
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
