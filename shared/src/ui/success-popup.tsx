import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import { useFocusTrap } from './use-focus-trap';
import styles from './success-popup.module.css';

export interface SuccessPopupProps {
  open: boolean;
  /** e.g. 'Added 2 Basmati Rice 5kg to your basket'. */
  message: string;
  onClose: () => void;
}

/** 'Success!' dialog after adding to the basket: Continue Shopping closes it, View Cart opens /basket. */
export function SuccessPopup({ open, message, onClose }: SuccessPopupProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const { t } = useT(SHARED_NAMESPACE);
  useFocusTrap(dialogRef, open, onClose);
  if (!open) return null;

  return createPortal(
    // The dimmed page around the dialog closes it on a click; keys have Escape and the buttons.
    <div
      className={styles.overlay}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('successPopup.title')}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('successPopup.continueShopping')}
          </button>
          <Link to="/basket" className={styles.primary} onClick={onClose}>
            {t('successPopup.viewCart')}
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  );
}
