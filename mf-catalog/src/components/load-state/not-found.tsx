import { useEffect, useRef } from 'react';
import { useNavigate } from '@storefront/shared/router';
import { useHttpStatus, usePageHead } from '@storefront/shared/ssr';
import { useText } from '../../i18n';
import styles from './not-found.module.css';

interface Props {
  title: string;
  message: string;
}

/** A page for something the API does not know (see isNotFoundError): retrying cannot help, so it offers the way home. */
export function NotFound({ title, message }: Props) {
  const { t } = useText();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Served as a 404, so search engines drop the address.
  useHttpStatus(404);
  usePageHead({ title, noindex: true });
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <div className={styles.box}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.home} onClick={() => void navigate('/')}>
        {t('common.notFoundHome')}
      </button>
    </div>
  );
}
