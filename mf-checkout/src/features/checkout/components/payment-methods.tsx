import { Field } from 'formik';
import { PAYMENT_METHODS } from '@storefront/shared/config';
import type { PaymentMethod } from '@storefront/shared/types';
import styles from './checkout-form.module.css';

/** What each method means for the shopper; the methods, labels and which is disabled come from config. */
const HINTS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash when your order arrives.',
  stripe: 'Pay securely by card on the next page.',
  jazzcash: 'Pay from your JazzCash mobile account on the next page.',
  easypaisa: 'Pay from your Easypaisa mobile account on the next page.',
  hbl: 'Currently unavailable.',
};

export function PaymentMethods() {
  return (
    <fieldset className={`${styles.card} ${styles.fieldset}`}>
      <legend className={styles.cardTitle}>Payment method</legend>
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
                {method.label}
              </span>
              <span id={hintId} className={styles.optionHint}>
                {HINTS[method.value]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
