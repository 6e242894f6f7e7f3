// Share the product's canonical address: the phone's own share sheet (Web Share API) where there
// is one, otherwise a copied link; and a WhatsApp link everywhere, as shoppers here share by it.
import { useState } from 'react';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  /** The product's canonical URL, absolute. */
  url: string;
  title: string;
}

export const LINK_COPIED = 'Link copied. Paste it anywhere to share this product.';
export const COPY_FAILED = 'Could not copy the link. Copy it from the address bar instead.';

/** A phone or tablet with a share sheet: a touch screen as its main pointer, and navigator.share. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export const whatsAppHref = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

export function ShareButton({ url, title }: ShareButtonProps) {
  const [status, setStatus] = useState('');

  const share = async () => {
    setStatus('');
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
      setStatus(LINK_COPIED);
    } catch {
      setStatus(COPY_FAILED);
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={() => void share()}>
        <span aria-hidden="true">⤴</span> Share
      </button>
      <a className={styles.button} href={whatsAppHref(title, url)} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
