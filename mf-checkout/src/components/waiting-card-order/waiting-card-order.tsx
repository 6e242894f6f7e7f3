import { useId, useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { itemAdded, toCartItem } from '@storefront/shared/cart';
import { isWalletMethod, WALLET_LABELS } from '@storefront/shared/config';
import { useFormat } from '@storefront/shared/i18n';
import { useRemoteData } from '@storefront/shared/remote-data';
import { selectUser } from '@storefront/shared/session';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import type { Order } from '@storefront/shared/types';
import { BusyButton, notify } from '@storefront/shared/ui';
import { useText, type Translate } from '../../i18n';
import { redirectToPayment } from '../../lib/payment-redirect';
import { fetchCurrentProducts } from '../../lib/products-api';
import { cancelOrder, findWaitingCardOrder, paymentLinkFor } from '../../lib/waiting-card-order';
import styles from './waiting-card-order.module.css';

/** How the heading names the way of paying: "card", or the wallet ("JazzCash", "Easypaisa"). */
const paidWith = (method: string, t: Translate) => (isWalletMethod(method) ? WALLET_LABELS[method] : t('waiting.card'));

/** Puts the order's lines back in the basket, as the products are now (what is sold out stays out). */
async function linesBackInBasket(order: Order, dispatch: ReturnType<typeof useAppDispatch>): Promise<number> {
  const lines = order.orderItems.filter((line) => line.productId !== null);
  const products = lines.length > 0 ? await fetchCurrentProducts(lines.map((line) => line.productId!)) : [];
  let back = 0;
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (!product || !(product.stock >= 1)) continue;
    dispatch(itemAdded({ item: toCartItem(product), quantity: line.qty }));
    back += 1;
  }
  return back;
}

/**
 * The shopper's card order waiting for payment (back from the payment page, say): checkout and
 * the basket name it and offer to pay it now, or to cancel it and order the same lines with cash on
 * delivery (they go back into the basket; Cash On Delivery is checkout's default).
 */
export function WaitingCardOrder() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { t } = useText();
  const { price } = useFormat();
  const waiting = useRemoteData(user ? `checkout:waiting-card-order:${user.id}` : null, (signal) =>
    findWaitingCardOrder(user!.id, signal),
  );
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  if (waiting.status !== 'success' || !waiting.data) return null;
  const order = waiting.data;

  const pay = async () => {
    setBusy('pay');
    try {
      redirectToPayment(await paymentLinkFor(order.id));
    } catch (error) {
      // Paid or released meanwhile (409): the server says so; the notice then shows the order as it is.
      notifyApiError(error);
      setBusy(null);
      waiting.refresh();
    }
  };

  const cancelForCash = async () => {
    setBusy('cancel');
    try {
      await cancelOrder(order.id);
      const back = await linesBackInBasket(order, dispatch);
      notify.success(
        back > 0
          ? t('waiting.cancelledItemsBack', { number: order.number })
          : t('waiting.cancelledSoldOut', { number: order.number }),
      );
      waiting.setData(null);
    } catch (error) {
      notifyApiError(error);
      waiting.refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('waiting.title', { method: paidWith(order.paymentMethod, t) })}
      </h2>
      <p className={styles.text}>{t('waiting.text', { number: order.number, total: price(order.grandTotal) })}</p>
      <div className={styles.actions}>
        <BusyButton busy={busy !== null} className={styles.pay} onClick={() => void pay()}>
          {busy === 'pay' ? t('waiting.paying') : t('waiting.pay')}
        </BusyButton>
        <BusyButton busy={busy !== null} className={styles.cash} onClick={() => void cancelForCash()}>
          {busy === 'cancel' ? t('waiting.cancelling') : t('waiting.cancel')}
        </BusyButton>
      </div>
    </section>
  );
}
