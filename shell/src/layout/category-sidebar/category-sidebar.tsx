import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RetryButton, Spinner } from '@storefront/shared/ui';
import { CloseIcon } from '../icons';
import { CategoryTree } from './category-tree';
import { useCategories } from './use-categories';
import styles from './category-sidebar.module.css';

interface CategorySidebarProps {
  id: string;
  open: boolean;
  /** Closes the sidebar; the layout then returns focus to the menu button. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** 'Shop By Category': a modal side panel with the category tree. Expanded rows survive closing. */
export function CategorySidebar({ id, open, onClose }: CategorySidebarProps) {
  const { status, categories, retry } = useCategories(open);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // The page behind must not scroll while the panel covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  // Keep Tab inside the panel while it is open (it is modal).
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      .filter((el) => !el.closest('[hidden]'));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.root} hidden={!open}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" data-testid="category-overlay" />
      <div
        id={id}
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={trapFocus}
      >
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>Shop By Category</h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close categories" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Categories" className={styles.body}>
          {status === 'loading' && (
            <div className={styles.status} role="status" aria-label="Loading categories"><Spinner /></div>
          )}
          {status === 'error' && (
            <div className={styles.status}>
              <p role="alert">Categories could not be loaded.</p>
              <RetryButton className={styles.retry} onRetry={() => void retry()} />
            </div>
          )}
          {status === 'ready' && categories.length === 0 && <p className={styles.status}>No categories yet.</p>}
          {status === 'ready' && categories.length > 0 && (
            <CategoryTree categories={categories} expanded={expanded} onToggle={toggle} onNavigate={onClose} />
          )}
        </nav>
      </div>
    </div>
  );
}
