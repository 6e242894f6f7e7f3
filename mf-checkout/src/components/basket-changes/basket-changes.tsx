import type { CartChange } from '@storefront/shared/cart';
import { useText, type Translate } from '../../i18n';
import { basketChangeMessage } from './basket-change-message';
import styles from './basket-changes.module.css';

/** The changes as one announcement, for a page whose own live region reads them out. */
export function basketChangesText(changes: CartChange[], t: Translate): string {
  if (changes.length === 0) return '';
  return t('changes.announcement', { changes: changes.map((change) => basketChangeMessage(change, t)).join(' ') });
}

/**
 * What changed in the basket since its products were added; nothing when nothing did.
 * `announce={false}` when the page reads the changes out itself (`basketChangesText`).
 */
export function BasketChanges({ changes, announce = true }: { changes: CartChange[]; announce?: boolean }) {
  const { t } = useText();
  // The live region is always there, so a screen reader announces the list when it appears.
  return (
    <div role={announce ? 'status' : undefined} className={changes.length > 0 ? styles.box : undefined}>
      {changes.length > 0 && (
        <>
          <p className={styles.title}>{t('changes.title')}</p>
          <ul className={styles.list}>
            {changes.map((change) => {
              const message = basketChangeMessage(change, t);
              return <li key={message}>{message}</li>;
            })}
          </ul>
        </>
      )}
    </div>
  );
}
