import { Link, useLocation } from '@storefront/shared/router';
import { useHttpStatus, usePageHead } from '@storefront/shared/ssr';
import { useText } from '../i18n';
import { RichText } from '../i18n/rich-text';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useText();
  // Served as a 404, so search engines drop the address.
  useHttpStatus(404);
  usePageHead({ title: t('notFound.title'), noindex: true });
  const { pathname } = useLocation();
  return (
    <article className={styles.box}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>
        {/* The path reads left to right inside a right-to-left sentence too. */}
        <RichText
          i18nKey="notFound.text"
          components={{ path: <code className={styles.echo} dir="ltr" /> }}
          values={{ path: pathname }}
        />
      </p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </article>
  );
}
