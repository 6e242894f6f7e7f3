import { Link } from '@storefront/shared/router';
import type { Address } from '@storefront/shared/types';
import { ADDRESS_PAGE_FROM_CHECKOUT } from './address-page-link';
import styles from './checkout-form.module.css';

/** The link to the address form (Add an address, or Edit address): where a missing address is fixed. */
export const ADDRESS_LINK_ID = 'checkout-address-link';

interface DeliveryAddressProps {
  address: Address | null;
}

export function DeliveryAddress({ address }: DeliveryAddressProps) {
  return (
    <section className={styles.card} aria-labelledby="checkout-address-title">
      <div className={styles.cardHeader}>
        <h2 id="checkout-address-title" className={styles.cardTitle}>
          Delivery address
        </h2>
        {address && (
          <Link id={ADDRESS_LINK_ID} to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.textLink}>
            Edit address
          </Link>
        )}
      </div>
      {address ? (
        <address className={styles.address}>
          {address.address && <span>{address.address}</span>}
          <span>
            {[address.city?.name, address.state?.name].filter(Boolean).join(', ')}
            {address.postalCode ? ` ${address.postalCode}` : ''}
          </span>
          <span>{address.country ?? 'Pakistan'}</span>
          {address.phone && <span>Phone: {address.phone}</span>}
        </address>
      ) : (
        <div className={styles.prompt}>
          <p>You have not added a delivery address yet.</p>
          <Link id={ADDRESS_LINK_ID} to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.secondaryButton}>
            Add an address
          </Link>
        </div>
      )}
    </section>
  );
}
