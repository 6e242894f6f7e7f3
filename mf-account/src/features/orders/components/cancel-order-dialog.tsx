// Cancelling is done by phone (no in-app cancellation): a modal dialog gives the support number.
// The native <dialog> with showModal() traps focus, closes on Escape and makes the page inert.
import { getRuntimeConfig } from '@storefront/shared/config';
import { telHref } from '@storefront/shared/format';
import { Trans } from '@storefront/shared/i18n';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { NAMESPACE, useText } from '../../../i18n';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';

interface Props {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
}

function supportPhone(): string | null {
  try {
    return getRuntimeConfig().support.phone || null;
  } catch {
    return null;
  }
}

/** The support number as a link to call; the sentence around it puts the number inside. */
function CallLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <a href={telHref(phone)} className={styles.phone}>
      {children}
    </a>
  );
}

export function CancelOrderDialog({ orderNumber, open, onClose }: Props) {
  const { t } = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const phone = supportPhone();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // After showModal(): it focuses the dialog's first focusable (the phone link), and React's
      // autoFocus would already have run before it. Close is the safe first stop.
      closeButton.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      // Only while open: the labelling elements are rendered only then.
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? textId : undefined}
      // Escape closes a modal dialog natively; keep React's state in step.
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h3 id={titleId} className={styles.dialogTitle}>
            <Trans
              ns={NAMESPACE}
              i18nKey="orders.cancel.title"
              values={{ number: orderNumber }}
              components={{ nowrap: <span className={styles.nowrap} /> }}
            />
          </h3>
          <p id={textId}>
            <Trans
              ns={NAMESPACE}
              i18nKey={phone ? 'orders.cancel.withPhone' : 'orders.cancel.withoutPhone'}
              values={{ number: orderNumber, phone }}
              components={{
                nowrap: <span className={styles.nowrap} />,
                ...(phone ? { phone: <CallLink phone={phone} /> } : {}),
              }}
            />
          </p>
          <div className={styles.dialogActions}>
            <button ref={closeButton} type="button" className={buttons.primary} onClick={onClose}>
              {t('orders.cancel.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
