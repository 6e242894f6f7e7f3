import { useText } from '../../../i18n';
import styles from './checkout-form.module.css';

interface CustomerDetailsProps {
  name: string;
  email: string;
}

/** Name and e-mail come from the account and cannot be changed here (spec section 6). */
export function CustomerDetails({ name, email }: CustomerDetailsProps) {
  const { t } = useText();
  return (
    <section className={styles.card} aria-labelledby="checkout-customer-title">
      <h2 id="checkout-customer-title" className={styles.cardTitle}>
        {t('checkout.contact.title')}
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="checkout-name">{t('checkout.contact.name')}</label>
          <input id="checkout-name" className={styles.readOnly} type="text" value={name} readOnly />
        </div>
        <div className={styles.field}>
          <label htmlFor="checkout-email">{t('checkout.contact.email')}</label>
          <input id="checkout-email" className={styles.readOnly} type="email" value={email} readOnly />
        </div>
      </div>
    </section>
  );
}
