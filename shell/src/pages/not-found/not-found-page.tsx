import { Link, useLocation } from '@storefront/shared/router';
import { useHttpStatus, usePageHead } from '@storefront/shared/ssr';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  // Served as a 404, so search engines drop the address.
  useHttpStatus(404);
  usePageHead({ title: 'Page Not Found', noindex: true });
  const { pathname } = useLocation();
  return (
    <article className={styles.box}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        We couldn't find <code className={styles.echo}>{pathname}</code>. The link may be broken or the page may have
        moved.
      </p>
      <Link to="/" className={styles.home}>
        Go Back Home
      </Link>
    </article>
  );
}
