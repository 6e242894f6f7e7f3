import { useCallback, useEffect, useRef, useState } from 'react';
import { RetryButton, Spinner, useFocusTrap } from '@storefront/shared/ui';
import { CloseIcon } from '../../components/icons';
import { useText } from '../../i18n';
import { CategoryTree } from './category-tree';
import { useCategories } from './use-categories';
import styles from './category-sidebar.module.css';

interface CategorySidebarProps {
  id: string;
  open: boolean;
  /** Closes the sidebar; the layout then returns focus to the menu button. */
  onClose: () => void;
}

/** 'Shop By Category': a modal side panel with the category tree. Expanded rows survive closing. */
export function CategorySidebar({ id, open, onClose }: CategorySidebarProps) {
  const { status, categories, reload } = useCategories(open);
  const { t } = useText();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const panelRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  // Modal while open: focus starts on its first control (Close), Tab stays inside, Escape closes.
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) return undefined;
    // The page behind must not scroll while the panel covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

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
      >
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('categories.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('categories.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('categories.nav')} className={styles.body}>
          {status === 'loading' && (
            <div className={styles.status} role="status" aria-label={t('categories.loading')}>
              <Spinner />
            </div>
          )}
          {status === 'error' && (
            <div className={styles.status}>
              <p role="alert">{t('categories.error')}</p>
              <RetryButton className={styles.retry} onRetry={reload} />
            </div>
          )}
          {status === 'success' && categories.length === 0 && <p className={styles.status}>{t('categories.empty')}</p>}
          {status === 'success' && categories.length > 0 && (
            <CategoryTree categories={categories} expanded={expanded} onToggle={toggle} onNavigate={onClose} />
          )}
        </nav>
      </div>
    </div>
  );
}
