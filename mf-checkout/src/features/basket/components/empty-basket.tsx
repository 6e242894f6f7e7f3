import type { Ref } from 'react';
import { Link } from '@storefront/shared/router';
import { useText } from '../../../i18n';
import styles from './empty-basket.module.css';

interface EmptyBasketProps {
  /** Focus lands on the heading when the last line was just removed. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function EmptyBasket({ headingRef }: EmptyBasketProps) {
  const { t } = useText();
  return (
    <section className={styles.empty} aria-labelledby="basket-empty-title">
      <svg className={styles.icon} viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8h9.5c.8 0 1.4-.4 1.8-1.1l3.4-6.2A1 1 0 0 0 21 6H5.2l-.9-2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 19h12v-2H7.4l.9-1.6-.1-.6Z"
        />
      </svg>
      <h1 id="basket-empty-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('basket.empty.title')}
      </h1>
      <p className={styles.text}>{t('basket.empty.text')}</p>
      <Link to="/" className={styles.cta}>
        {t('basket.continueShopping')}
      </Link>
    </section>
  );
}
