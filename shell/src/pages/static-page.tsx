import type { ReactNode } from 'react';
import { switchLanguage } from '@storefront/shared/i18n';
import { useLocation } from '@storefront/shared/router';
import { usePageHead } from '@storefront/shared/ssr';
import { useText } from './i18n';
import { RichText } from './i18n/rich-text';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** e.g. 'May 1, 2025' for legal pages. */
  lastUpdated?: string;
  /** A legal or policy page: in another language it says that the English text is the binding one. */
  englishIsBinding?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every company page: one h1, an optional date line and readable text width. */
export function StaticPage({ title, description, lastUpdated, englishIsBinding, intro, children }: StaticPageProps) {
  const { t, language } = useText();
  usePageHead({ title, description, canonicalPath: useLocation().pathname });
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lastUpdated && <p className={styles.updated}>{t('static.lastUpdated', { date: lastUpdated })}</p>}
        {englishIsBinding && language !== 'en' && (
          <p className={styles.binding}>
            <RichText
              i18nKey="static.englishIsBinding"
              components={{
                english: (
                  <button type="button" className={styles.linkButton} onClick={() => void switchLanguage('en')} />
                ),
              }}
            />
          </p>
        )}
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
