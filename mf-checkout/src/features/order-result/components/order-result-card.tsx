import type { ReactNode } from 'react';
import { formatPrice } from '@storefront/shared/format';
import { Link } from '@storefront/shared/router';
import type { Order } from '@storefront/shared/types';
import styles from './order-result.module.css';

export interface ResultLink {
  to: string;
  label: string;
}

export const MY_ORDERS: ResultLink = { to: '/account/orders', label: 'My Orders' };
export const CONTINUE_SHOPPING: ResultLink = { to: '/', label: 'Continue Shopping' };

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
  return (
    <p className={styles.reference}>
      Order number: <strong>{orderNumber}</strong>
    </p>
  );
}

/** How the order's total is paid, as the shopper reads it after placing it. */
function paymentNote(order: Order): string {
  if (order.paymentMethod === 'cod') return 'to pay in cash on delivery';
  return order.payment?.status === 'paid' ? 'paid by card' : 'by card';
}

/** The total as the server charged it (its prices, the courier's fee), not as the basket showed it. */
export function OrderTotal({ order }: { order: Order }) {
  if (!Number.isFinite(order.grandTotal)) return null;
  return (
    <p className={styles.reference}>
      Total: <strong>{formatPrice(order.grandTotal)}</strong> ({paymentNote(order)})
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
