import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Previous, a numbered button for every page, Next; the ends disable their arrow. Shown even for a
 * single page (both arrows disabled, as the spec has it); the page leaves it out when there are no products.
 */
export function Pagination({ page, totalPages: rawTotal, onChange }: PaginationProps) {
  const totalPages = Math.max(1, rawTotal);
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    // Up to two pages, arrows and numbers fit one row even on a 320 px phone.
    <nav aria-label="Pagination" className={totalPages > 2 ? `${styles.nav} ${styles.many}` : styles.nav}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? styles.current : styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => { if (n !== page) onChange(n); }}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
