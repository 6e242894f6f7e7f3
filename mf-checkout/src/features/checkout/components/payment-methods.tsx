import { Field } from 'formik';
import { PAYMENT_METHODS } from '@storefront/shared/config';
import type { PaymentMethod } from '@storefront/shared/types';
import { useText, type Translate } from '../../../i18n';
import styles from './checkout-form.module.css';

/** What each method is called and means for the shopper; the methods and which is disabled come from config. */
const texts = (t: Translate): Record<PaymentMethod, { label: string; hint: string }> => ({
  cod: { label: t('checkout.payment.cod.label'), hint: t('checkout.payment.cod.hint') },
  stripe: { label: t('checkout.payment.stripe.label'), hint: t('checkout.payment.stripe.hint') },
  jazzcash: { label: t('checkout.payment.jazzcash.label'), hint: t('checkout.payment.jazzcash.hint') },
  easypaisa: { label: t('checkout.payment.easypaisa.label'), hint: t('checkout.payment.easypaisa.hint') },
  hbl: { label: t('checkout.payment.hbl.label'), hint: t('checkout.payment.hbl.hint') },
});

export function PaymentMethods() {
  const { t } = useText();
  const methodTexts = texts(t);
  return (
    <fieldset className={`${styles.card} ${styles.fieldset}`}>
      <legend className={styles.cardTitle}>{t('checkout.payment.title')}</legend>
      <div className={styles.options}>
        {PAYMENT_METHODS.map((method) => {
          const nameId = `payment-name-${method.value}`;
          const hintId = `payment-hint-${method.value}`;
          return (
            <label key={method.value} className={`${styles.option} ${method.disabled ? styles.optionDisabled : ''}`}>
              <Field
                type="radio"
                name="paymentMethod"
                value={method.value}
                disabled={method.disabled}
                // Named by the method alone, described by its hint (the label wraps both for the click target).
                aria-labelledby={nameId}
                aria-describedby={hintId}
                className={styles.radio}
              />
              <span id={nameId} className={styles.optionName}>
                {methodTexts[method.value].label}
              </span>
              <span id={hintId} className={styles.optionHint}>
                {methodTexts[method.value].hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
