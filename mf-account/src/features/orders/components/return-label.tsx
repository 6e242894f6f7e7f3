// The printable return label (/account/orders?label=<return number>): the return and order numbers
// and the shop's address (the runtime config's support.address), to attach to the parcel.
import { isNotFound } from '@storefront/shared/api';
import { getRuntimeConfig } from '@storefront/shared/config';
import { formatDate } from '@storefront/shared/format';
import { Link, useLocation } from '@storefront/shared/router';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { ReturnRequest } from '@storefront/shared/types';
import { Spinner } from '@storefront/shared/ui';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { fetchReturn } from '../api/returns-api';
import { returnStatusText } from '../lib/return-display';
import styles from './returns.module.css';
import form from '../../../components/form.module.css';
import buttons from '../../../components/buttons.module.css';

function shopAddress(): string {
  try {
    return getRuntimeConfig().support.address || 'Storefront returns desk';
  } catch {
    return 'Storefront returns desk';
  }
}

export function ReturnLabel({ number }: { number: string }) {
  const location = useLocation();
  const justRequested = (location.state as { requested?: boolean } | null)?.requested === true;
  const found = useRemoteData<ReturnRequest>(`account:return:${number}`, (signal) => fetchReturn(number, signal));
  if (found.status === 'loading') return <Spinner label="Loading your return…" />;
  if (found.status === 'error') {
    if (isNotFound(found.error)) {
      return (
        <div className={styles.page}>
          <p role="alert" className={form.alert}>
            Return not found
          </p>
          <Link to="/account/orders" className={`${buttons.secondary} ${styles.back}`}>
            Back to My Orders
          </Link>
        </div>
      );
    }
    return <LoadFailed message="We could not load this return." onRetry={found.reload} />;
  }
  return <LabelPage r={found.data} justRequested={justRequested} />;
}

function LabelPage({ r, justRequested }: { r: ReturnRequest; justRequested: boolean }) {
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
          Return {r.number} requested. We have e-mailed you these instructions too.
        </p>
      )}
      <h3 ref={title} tabIndex={-1} className={`${styles.title} ${styles.noPrint}`}>
        Return label
      </h3>
      {sendable && (
        <ol className={`${styles.noPrint} ${styles.note}`}>
          <li>Print this label.</li>
          <li>Pack the items, unused and in their original packaging.</li>
          <li>Attach the label to the parcel.</li>
          <li>Drop the parcel off at the courier.</li>
        </ol>
      )}
      <section className={styles.label} aria-label={`Return label for return ${r.number}`}>
        <p className={styles.bigNumber}>{r.number}</p>
        <dl>
          <dt>Return number</dt>
          <dd>{r.number}</dd>
          <dt>Order number</dt>
          <dd>{r.orderNumber}</dd>
          <dt>Ship to</dt>
          <dd>{shopAddress()}</dd>
          <dt>Items</dt>
          <dd>{r.items.map((i) => `${i.name} × ${i.qty}`).join('\n')}</dd>
          <dt>Requested on</dt>
          <dd>{formatDate(r.createdAt)}</dd>
        </dl>
      </section>
      <p className={`${styles.noPrint} ${styles.note}`}>Status: {returnStatusText(r)}</p>
      <div className={`${buttons.actions} ${styles.noPrint}`}>
        {sendable && (
          <button type="button" className={buttons.primary} onClick={() => window.print()}>
            Print Label
          </button>
        )}
        <Link to="/account/orders" state={{ fromOrder: r.orderId }} className={buttons.secondary}>
          Back to My Orders
        </Link>
      </div>
    </div>
  );
}
