// Share the product's canonical address: the phone's own share sheet (Web Share API) where there
// is one, otherwise a copied link; and a WhatsApp link everywhere, as shoppers here share by it.
import { useState } from 'react';
import { useText } from '../../../i18n';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  /** The product's canonical URL, absolute. */
  url: string;
  title: string;
}

/** A phone or tablet with a share sheet: a touch screen as its main pointer, and navigator.share. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export const whatsAppHref = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

export function ShareButton({ url, title }: ShareButtonProps) {
  const { t } = useText();
  // What the last press did; said in the page's language when shown.
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null);

  const share = async () => {
    setStatus(null);
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // Closing the sheet is not a failure; anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('copyFailed');
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={() => void share()}>
        <span aria-hidden="true">⤴</span> {t('share.share')}
      </button>
      <a className={styles.button} href={whatsAppHref(title, url)} target="_blank" rel="noopener noreferrer">
        {t('share.whatsApp')}
        <span className={styles.visuallyHidden}>{t('share.newTab')}</span>
      </a>
      <p className={styles.status} role="status">
        {status && t(`share.${status}`)}
      </p>
    </div>
  );
}
