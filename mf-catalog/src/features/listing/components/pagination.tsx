import type { MouseEvent } from 'react';
import { Link } from '@storefront/shared/router';
import { useText } from '../../../i18n';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The address of a page: each page is a real link, so it opens without JavaScript and crawlers follow it. */
  hrefFor: (page: number) => string;
}

/**
 * Previous, a numbered button for every page, Next; the ends disable their arrow. Shown even for a
 * single page (both arrows disabled, as the spec has it); the page leaves it out when there are no
 * products. The buttons are links that look like buttons: a click changes the page in place
 * (onChange, which also moves focus and scroll), a new tab or a crawler follows the address.
 */
export function Pagination({ page, totalPages: rawTotal, onChange, hrefFor }: PaginationProps) {
  const { t } = useText();
  const totalPages = Math.max(1, rawTotal);
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const go = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (n !== page) onChange(n);
  };
  const step = (n: number, label: string, disabled: boolean) =>
    disabled ? (
      <button type="button" className={styles.step} disabled>
        {label}
      </button>
    ) : (
      <Link to={hrefFor(n)} className={styles.step} onClick={go(n)}>
        {label}
      </Link>
    );
  return (
    // Up to two pages, arrows and numbers fit one row even on a 320 px phone.
    <nav aria-label={t('pagination.label')} className={totalPages > 2 ? `${styles.nav} ${styles.many}` : styles.nav}>
      {step(page - 1, t('pagination.previous'), page <= 1)}
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              className={n === page ? styles.current : styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={go(n)}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, t('pagination.next'), page >= totalPages)}
    </nav>
  );
}
