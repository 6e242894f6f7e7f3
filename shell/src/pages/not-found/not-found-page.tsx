import { Link, useLocation } from '@storefront/shared/router';
import { useDocumentTitle } from '@storefront/shared/ui';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();
  return (
    <article className={styles.box}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        We couldn't find <code className={styles.echo}>{pathname}</code>. The link may be broken or the page may have moved.
      </p>
      <Link to="/" className={styles.home}>Go Back Home</Link>
    </article>
  );
}
