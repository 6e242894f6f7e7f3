// The printable return label (/account/orders?label=<return number>): the return and order numbers
// and the shop's address (the runtime config's support.address), to attach to the parcel.
import { isNotFound } from '@storefront/shared/api';
import { getRuntimeConfig } from '@storefront/shared/config';
import { useFormat } from '@storefront/shared/i18n';
import { Link, useLocation } from '@storefront/shared/router';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { ReturnRequest } from '@storefront/shared/types';
import { Spinner } from '@storefront/shared/ui';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useText, type Translate } from '../../../i18n';
import { fetchReturn } from '../api/returns-api';
import { returnStatusText } from '../lib/return-display';
import styles from './returns.module.css';
import form from '../../../components/form.module.css';
import buttons from '../../../components/buttons.module.css';

function shopAddress(t: Translate): string {
  try {
    return getRuntimeConfig().support.address || t('returns.label.shopAddress');
  } catch {
    return t('returns.label.shopAddress');
  }
}

export function ReturnLabel({ number }: { number: string }) {
  const { t } = useText();
  const location = useLocation();
  const justRequested = (location.state as { requested?: boolean } | null)?.requested === true;
  const found = useRemoteData<ReturnRequest>(`account:return:${number}`, (signal) => fetchReturn(number, signal));
  if (found.status === 'loading') return <Spinner label={t('returns.label.loading')} />;
  if (found.status === 'error') {
    if (isNotFound(found.error)) {
      return (
        <div className={styles.page}>
          <p role="alert" className={form.alert}>
            {t('returns.label.notFound')}
          </p>
          <Link to="/account/orders" className={`${buttons.secondary} ${styles.back}`}>
            {t('returns.form.back')}
          </Link>
        </div>
      );
    }
    return <LoadFailed message={t('returns.label.loadFailed')} onRetry={found.reload} />;
  }
  return <LabelPage r={found.data} justRequested={justRequested} />;
}

function LabelPage({ r, justRequested }: { r: ReturnRequest; justRequested: boolean }) {
  const { t } = useText();
  const format = useFormat();
  const news = useRef<HTMLParagraphElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Reached by a query change (the form sent, or a card's link), so the page neither scrolls nor
  // moves focus: start at the news, or else at the title, as a new page would.
  useEffect(() => (news.current ?? title.current)?.focus(), []);
  // Once the shop has the parcel (or refused the return) there is nothing left to send.
  const sendable = r.status === 'requested' || r.status === 'approved';
  return (
    <div className={styles.page}>
      {justRequested && (
        <p role="status" ref={news} tabIndex={-1} className={`${form.success} ${styles.noPrint}`}>
          {t('returns.label.requested', { number: r.number })}
        </p>
      )}
      <h3 ref={title} tabIndex={-1} className={`${styles.title} ${styles.noPrint}`}>
        {t('returns.label.title')}
      </h3>
      {sendable && (
        <ol className={`${styles.noPrint} ${styles.note}`}>
          <li>{t('returns.label.stepPrint')}</li>
          <li>{t('returns.label.stepPack')}</li>
          <li>{t('returns.label.stepAttach')}</li>
          <li>{t('returns.label.stepDrop')}</li>
        </ol>
      )}
      <section className={styles.label} aria-label={t('returns.label.region', { number: r.number })}>
        <p className={styles.bigNumber}>{r.number}</p>
        <dl>
          <dt>{t('returns.label.returnNumber')}</dt>
          <dd>{r.number}</dd>
          <dt>{t('returns.label.orderNumber')}</dt>
          <dd>{r.orderNumber}</dd>
          <dt>{t('returns.label.shipTo')}</dt>
          <dd>{shopAddress(t)}</dd>
          <dt>{t('returns.label.items')}</dt>
          <dd>{r.items.map((i) => t('returns.item', { name: i.name, qty: i.qty })).join('\n')}</dd>
          <dt>{t('returns.label.requestedOn')}</dt>
          <dd>{format.date(r.createdAt)}</dd>
        </dl>
      </section>
      <p className={`${styles.noPrint} ${styles.note}`}>
        {t('returns.label.status', { status: returnStatusText(r, t) })}
      </p>
      <div className={`${buttons.actions} ${styles.noPrint}`}>
        {sendable && (
          <button type="button" className={buttons.primary} onClick={() => window.print()}>
            {t('returns.label.print')}
          </button>
        )}
        <Link to="/account/orders" state={{ fromOrder: r.orderId }} className={buttons.secondary}>
          {t('returns.form.back')}
        </Link>
      </div>
    </div>
  );
}
