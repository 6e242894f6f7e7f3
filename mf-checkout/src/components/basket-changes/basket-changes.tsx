import type { CartChange } from '@storefront/shared/cart';
import { basketChangeMessage } from './basket-change-message';
import styles from './basket-changes.module.css';

const TITLE = 'Your basket was updated';

/** The changes as one announcement, for a page whose own live region reads them out. */
export function basketChangesText(changes: CartChange[]): string {
  return changes.length > 0 ? `${TITLE}. ${changes.map(basketChangeMessage).join(' ')}` : '';
}

/**
 * What changed in the basket since its products were added; nothing when nothing did.
 * `announce={false}` when the page reads the changes out itself (`basketChangesText`).
 */
export function BasketChanges({ changes, announce = true }: { changes: CartChange[]; announce?: boolean }) {
  // The live region is always there, so a screen reader announces the list when it appears.
  return (
    <div role={announce ? 'status' : undefined} className={changes.length > 0 ? styles.box : undefined}>
      {changes.length > 0 && (
        <>
          <p className={styles.title}>{TITLE}</p>
          <ul className={styles.list}>
            {changes.map((change) => {
              const message = basketChangeMessage(change);
              return <li key={message}>{message}</li>;
            })}
          </ul>
        </>
      )}
    </div>
  );
}
