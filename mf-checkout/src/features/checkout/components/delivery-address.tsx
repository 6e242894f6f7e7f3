import { Link } from '@storefront/shared/router';
import type { Address } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import { ADDRESS_PAGE_FROM_CHECKOUT } from './address-page-link';
import styles from './checkout-form.module.css';

/** The link to the address form (Add an address, or Edit address): where a missing address is fixed. */
export const ADDRESS_LINK_ID = 'checkout-address-link';

interface DeliveryAddressProps {
  address: Address | null;
}

export function DeliveryAddress({ address }: DeliveryAddressProps) {
  const { t } = useText();
  return (
    <section className={styles.card} aria-labelledby="checkout-address-title">
      <div className={styles.cardHeader}>
        <h2 id="checkout-address-title" className={styles.cardTitle}>
          {t('checkout.address.title')}
        </h2>
        {address && (
          <Link id={ADDRESS_LINK_ID} to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.textLink}>
            {t('checkout.address.edit')}
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
          {/* The shop delivers in Pakistan only (the API's `country` is always 'Pakistan'): named in the page's language. */}
          <span>{t('checkout.address.country')}</span>
          {address.phone && <span>{t('checkout.address.phone', { phone: address.phone })}</span>}
        </address>
      ) : (
        <div className={styles.prompt}>
          <p>{t('checkout.address.none')}</p>
          <Link id={ADDRESS_LINK_ID} to={ADDRESS_PAGE_FROM_CHECKOUT} className={styles.secondaryButton}>
            {t('checkout.address.add')}
          </Link>
        </div>
      )}
    </section>
  );
}
