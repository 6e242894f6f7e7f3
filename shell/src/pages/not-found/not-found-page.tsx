import { Link, useLocation } from '@storefront/shared/router';
import { useDocumentTitle } from '@storefront/shared/ui';
import styles from '../static-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Page Not Found</h1>
      <div className={styles.body}>
        <p>
          We couldn't find <code className={styles.echo}>{pathname}</code>. The link may be broken or the page may have moved.
        </p>
        <p>
          <Link to="/" className={styles.buttonLink}>Go to the home page</Link>
        </p>
      </div>
    </article>
  );
}
