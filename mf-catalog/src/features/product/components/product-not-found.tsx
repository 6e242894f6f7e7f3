import { useEffect, useRef } from 'react';
import { useNavigate } from '@storefront/shared/router';
import styles from './product-not-found.module.css';

/** Shown for a slug the API does not know. */
export function ProductNotFound() {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Product Not Found | Storefront';
    headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.box}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>Product Not Found</h1>
      <p className={styles.text}>We couldn&apos;t find the product you&apos;re looking for.</p>
      <button type="button" className={styles.home} onClick={() => navigate('/')}>Go Back Home</button>
    </div>
  );
}
