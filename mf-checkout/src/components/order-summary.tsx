import type { ReactNode } from 'react';
import { formatPrice } from '@storefront/shared/format';
import { useText } from '../i18n';
import card from './card.module.css';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  /** Its heading's id: the heading names the region. */
  titleId: string;
  children: ReactNode;
}

/** The 'Order Summary' card beside the basket and beside the checkout form. */
export function OrderSummary({ titleId, children }: OrderSummaryProps) {
  const { t } = useText();
  return (
    <aside className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {t('summary.title')}
      </h2>
      {children}
    </aside>
  );
}

interface SummaryLine {
  term: ReactNode;
  value: ReactNode;
  valueClassName?: string;
}

interface SummaryTotalsProps {
  /** The lines above the total, e.g. subtotal and delivery. */
  lines: SummaryLine[];
  total: number;
  /** Lines further apart, for a summary that holds nothing but its totals. */
  roomy?: boolean;
}

/** The summary's lines, then the total in bold under a rule. */
export function SummaryTotals({ lines, total, roomy = false }: SummaryTotalsProps) {
  const { t } = useText();
  const line = roomy ? `${styles.line} ${styles.roomy}` : styles.line;
  return (
    <dl className={styles.totals}>
      {lines.map(({ term, value, valueClassName }, index) => (
        <div key={index} className={line}>
          <dt>{term}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
      <div className={`${line} ${styles.total}`}>
        <dt>{t('summary.total')}</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
