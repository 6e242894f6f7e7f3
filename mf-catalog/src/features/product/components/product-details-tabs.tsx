import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '@storefront/shared/i18n';
import { useText } from '../../../i18n';
import { sanitizeHtml } from '../sanitize-html';
import styles from './product-details-tabs.module.css';

export interface ProductDetailsTabsProps {
  shortDesc: string;
  /** HTML from the API; sanitised again here. */
  desc: string;
}

/** The tabs' names: `details.<tab>`. */
const TABS = ['overview', 'specifications'] as const;

/** 'Product Details': Overview and Specifications as ARIA tabs (arrow keys, Home, End). */
export function ProductDetailsTabs({ shortDesc, desc }: ProductDetailsTabsProps) {
  const { t } = useText();
  // Right to left, the tabs run from the right: the arrow keys follow what the eye sees.
  const forward = useLanguage().dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
  const id = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      [forward]: active + 1,
      [back]: active - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const next = (keys[event.key] + TABS.length) % TABS.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const html = sanitizeHtml(desc);
  return (
    <section className={styles.details} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('details.heading')}
      </h2>
      <div role="tablist" aria-label={t('details.heading')} className={styles.tablist}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={index === active ? styles.activeTab : styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {t(`details.${tab}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel-0`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-0`}
        hidden={active !== 0}
        tabIndex={0}
        className={styles.panel}
      >
        <p dir={shortDesc ? 'auto' : undefined}>{shortDesc || t('details.noOverview')}</p>
      </div>
      <div
        id={`${id}-panel-1`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-1`}
        hidden={active !== 1}
        tabIndex={0}
        className={styles.panel}
      >
        {html ? (
          <div className={styles.html} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p>{t('details.noSpecifications')}</p>
        )}
      </div>
    </section>
  );
}
