import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** Links under the card (e.g. "New User? Register"). */
  footer?: ReactNode;
}

/** The frame every auth page shares: a centred card with the page's title. */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <div className={styles.card}>
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
