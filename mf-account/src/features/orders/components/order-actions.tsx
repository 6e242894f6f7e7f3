import type { Order } from '@storefront/shared/types';
import { useRef, useState } from 'react';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { canRequestCancel, canRetryPayment } from '../lib/order-display';
import { InlineAlert } from '../../../components/inline-alert';
import { CancelOrderDialog } from './cancel-order-dialog';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';

export function OrderActions({ order }: { order: Order }) {
  const { retry, busy, error } = useRetryPayment(order.id);
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const showRetry = canRetryPayment(order);
  const showCancel = canRequestCancel(order);
  if (!showRetry && !showCancel) return null;

  return (
    <div className={styles.actionsBlock}>
      <div className={buttons.actions}>
        {showRetry && (
          <button type="button" className={buttons.primary} onClick={retry} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Opening payment…' : 'Retry Payment'}
          </button>
        )}
        {showCancel && (
          <button type="button" ref={cancelButton} className={buttons.secondary} onClick={() => setCancelOpen(true)}>
            Cancel Order
          </button>
        )}
      </div>
      <InlineAlert message={error} />
      {showCancel && (
        <CancelOrderDialog
          orderNumber={order.number}
          open={cancelOpen}
          onClose={() => {
            setCancelOpen(false);
            cancelButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
