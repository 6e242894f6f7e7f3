import type { Order } from '@storefront/shared/types';
import { useRef, useState } from 'react';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { canRequestCancel, canRetryPayment } from '../lib/order-display';
import { BusyButton } from '@storefront/shared/ui';
import { InlineAlert } from '../../../components/inline-alert';
import { useText } from '../../../i18n';
import { CancelOrderDialog } from './cancel-order-dialog';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';

interface OrderActionsProps {
  order: Order;
  /**
   * The card's heading ('Order SF-…'), so each button, named like the ones of the other orders, says
   * which order it acts on; focus goes there when the order turns out to have moved on.
   */
  describedBy: string;
  /** The order is not as shown any more (e.g. paid meanwhile): load the orders again. */
  onOrderChanged?: () => void;
}

export function OrderActions({ order, describedBy, onOrderChanged }: OrderActionsProps) {
  const { t } = useText();
  const { retry, busy, failed } = useRetryPayment(order.id, () => {
    // Retry Payment may be gone once the order is refreshed: keep the keyboard on this order.
    document.getElementById(describedBy)?.focus();
    onOrderChanged?.();
  });
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const showRetry = canRetryPayment(order);
  const showCancel = canRequestCancel(order);
  if (!showRetry && !showCancel) return null;

  return (
    <div className={styles.actionsBlock}>
      <div className={buttons.actions}>
        {showRetry && (
          <BusyButton
            className={buttons.primary}
            onClick={() => void retry()}
            busy={busy}
            aria-describedby={describedBy}
          >
            {busy ? t('orders.actions.openingPayment') : t('orders.actions.retryPayment')}
          </BusyButton>
        )}
        {showCancel && (
          <button
            type="button"
            ref={cancelButton}
            className={buttons.secondary}
            onClick={() => setCancelOpen(true)}
            aria-describedby={describedBy}
          >
            {t('orders.actions.cancelOrder')}
          </button>
        )}
      </div>
      <InlineAlert message={failed ? t('orders.paymentLinkFailed') : null} />
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
