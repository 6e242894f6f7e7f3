import { isWalletMethod, WALLET_LABELS } from '@storefront/shared/config';
import type { ReactNode } from 'react';
import { Trans, useFormat } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import type { Order } from '@storefront/shared/types';
import { useText, type Translate } from '../../../i18n';
import styles from './order-result.module.css';

export interface ResultLink {
  to: string;
  label: string;
}

export const myOrders = (t: Translate): ResultLink => ({ to: '/account/orders', label: t('result.myOrders') });
export const continueShopping = (t: Translate): ResultLink => ({ to: '/', label: t('result.continueShopping') });

interface OrderResultCardProps {
  /** The h1's id: the heading names the section. */
  titleId: string;
  title: string;
  tone: 'success' | 'fail';
  /** The badge's icon: an SVG path in a 24 × 24 box. */
  icon: string;
  /** What follows the h1: the text, then `ResultLinks`. */
  children: ReactNode;
}

/** The card that is the whole of an order result page: badge, h1, then the page's own content. */
export function OrderResultCard({ titleId, title, tone, icon, children }: OrderResultCardProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path fill="currentColor" d={icon} />
        </svg>
      </div>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The order's number as the result pages name it. */
export function OrderReference({ orderNumber }: { orderNumber: string }) {
  const { t } = useText();
  return (
    <p className={styles.reference}>
      <Trans t={t} i18nKey="result.orderNumber" values={{ number: orderNumber }} components={{ strong: <strong /> }} />
    </p>
  );
}

/** How the order's total is paid, as the shopper reads it after placing it. */
function paymentNote(order: Order, t: Translate): string {
  if (order.paymentMethod === 'cod') return t('result.payment.cod');
  const paid = order.payment?.status === 'paid';
  if (isWalletMethod(order.paymentMethod)) {
    const wallet = WALLET_LABELS[order.paymentMethod];
    return paid ? t('result.payment.paidWith', { wallet }) : t('result.payment.with', { wallet });
  }
  return paid ? t('result.payment.paidByCard') : t('result.payment.byCard');
}

/** The total as the server charged it (its prices, the courier's fee), not as the basket showed it. */
export function OrderTotal({ order }: { order: Order }) {
  const { t } = useText();
  const { price } = useFormat();
  if (!Number.isFinite(order.grandTotal)) return null;
  return (
    <p className={styles.reference}>
      <Trans
        t={t}
        i18nKey="result.total"
        values={{ total: price(order.grandTotal), payment: paymentNote(order, t) }}
        components={{ strong: <strong /> }}
      />
    </p>
  );
}

/** The ways on: the first filled, the others outlined. */
export function ResultLinks({ links }: { links: ResultLink[] }) {
  return (
    <div className={styles.actions}>
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={index === 0 ? styles.primary : styles.secondary}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
