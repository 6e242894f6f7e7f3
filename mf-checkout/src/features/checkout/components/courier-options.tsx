import { Field } from 'formik';
import { Link } from '@storefront/shared/router';
import { useFormat } from '@storefront/shared/i18n';
import type { CourierPricing } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import { ADDRESS_PAGE_FROM_CHECKOUT } from './address-page-link';
import styles from './checkout-form.module.css';

export const COURIER_FIELDSET_ID = 'checkout-couriers';

const LEGEND_ID = `${COURIER_FIELDSET_ID}-legend`;
const ERROR_ID = `${COURIER_FIELDSET_ID}-error`;

interface CourierOptionsProps {
  pricings: CourierPricing[];
  /** 'Please select a delivery courier' (in the page's language) after a submit without one, until a courier is chosen. */
  error?: string | null;
}

/**
 * The couriers that deliver to the address's city, each with its price and delivery time. A radio group (so it can be
 * marked invalid), named by its legend. The error is not a live region: the toast says it, and focus
 * moves into the group, whose description then reads it out.
 */
export function CourierOptions({ pricings, error = null }: CourierOptionsProps) {
  const { t } = useText();
  const format = useFormat();
  const hasOptions = pricings.length > 0;
  return (
    <fieldset
      id={COURIER_FIELDSET_ID}
      className={`${styles.card} ${styles.fieldset}`}
      role={hasOptions ? 'radiogroup' : undefined}
      aria-labelledby={LEGEND_ID}
      aria-describedby={error ? ERROR_ID : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={LEGEND_ID} className={styles.cardTitle}>
        {t('checkout.courier.title')}
      </legend>
      {!hasOptions ? (
        <p className={styles.prompt}>
          {t('checkout.courier.noneForCity')}{' '}
          <Link to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.textLink}>
            {t('checkout.courier.updateAddress')}
          </Link>
        </p>
      ) : (
        <div className={styles.options}>
          {error && (
            <p id={ERROR_ID} className={styles.error}>
              {error}
            </p>
          )}
          {pricings.map((pricing) => (
            <label key={pricing.id} className={styles.option}>
              <Field type="radio" name="courierPricingId" value={String(pricing.id)} className={styles.radio} />
              <span className={styles.optionName}>{pricing.courier?.name ?? t('checkout.courier.unnamed')}</span>
              <span className={styles.optionPrice}>{format.price(pricing.price)}</span>
              {pricing.deliveryDays && (
                <span className={styles.optionHint}>
                  {t('checkout.courier.deliveredIn', { days: format.businessDays(pricing.deliveryDays) })}
                </span>
              )}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
