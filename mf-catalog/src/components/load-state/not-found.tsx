import { useEffect, useRef } from 'react';
import { useNavigate } from '@storefront/shared/router';
import { useDocumentTitle } from '@storefront/shared/ui';
import styles from './not-found.module.css';

interface Props {
  title: string;
  message: string;
}

/** A page for something the API does not know (see isNotFoundError): retrying cannot help, so it offers the way home. */
export function NotFound({ title, message }: Props) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <div className={styles.box}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>{title}</h1>
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.home} onClick={() => navigate('/')}>Go Back Home</button>
    </div>
  );
}
