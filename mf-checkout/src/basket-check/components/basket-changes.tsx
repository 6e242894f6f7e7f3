import type { CartChange } from '@storefront/shared/cart';
import { basketChangeMessage } from './basket-change-message';
import styles from './basket-changes.module.css';

/** What changed in the basket since its products were added; nothing when nothing did. */
export function BasketChanges({ changes }: { changes: CartChange[] }) {
  // The live region is always there, so a screen reader announces the list when it appears.
  return (
    <div role="status" className={changes.length > 0 ? styles.box : undefined}>
      {changes.length > 0 && (
        <>
          <p className={styles.title}>Your basket was updated</p>
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
