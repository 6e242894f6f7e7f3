import { Field } from 'formik';
import { Link } from '@storefront/shared/router';
import { formatPrice } from '@storefront/shared/format';
import type { CourierPricing } from '@storefront/shared/types';
import { ADDRESS_PAGE_FROM_CHECKOUT } from './address-page-link';
import styles from './checkout-form.module.css';

export const COURIER_FIELDSET_ID = 'checkout-couriers';

interface CourierOptionsProps {
  pricings: CourierPricing[];
}

/** The couriers that deliver to the address's city, each with its price. */
export function CourierOptions({ pricings }: CourierOptionsProps) {
  return (
    <fieldset id={COURIER_FIELDSET_ID} className={`${styles.card} ${styles.fieldset}`}>
      <legend className={styles.cardTitle}>Delivery courier</legend>
      {pricings.length === 0 ? (
        <p className={styles.prompt}>
          Please update city at address for courier{' '}
          <Link to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.textLink}>
            Update address
          </Link>
        </p>
      ) : (
        <div className={styles.options}>
          {pricings.map((pricing) => (
            <label key={pricing.id} className={styles.option}>
              <Field type="radio" name="courierPricingId" value={String(pricing.id)} className={styles.radio} />
              <span className={styles.optionName}>{pricing.courier?.name ?? 'Courier'}</span>
              <span className={styles.optionPrice}>{formatPrice(pricing.price)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
