import { useFormat } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useCourierRates, usePolicies } from '@storefront/shared/remote-data';
import { RetryButton } from '@storefront/shared/ui';
import { useSupportDetails } from '../../hooks/use-support-details';
import { useText } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { returnWindow, within } from '../policy-phrases';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

/**
 * What checkout will charge: each courier's price range across the cities it reaches and its
 * delivery time (GET /shipping/couriers); checkout shows the exact price for the shopper's city.
 */
function CourierCharges() {
  const { t } = useText();
  const format = useFormat();
  const rates = useCourierRates();
  if (rates.status === 'loading') return <p role="status">{t('shipping.chargesLoading')}</p>;
  if (rates.status === 'error') {
    return (
      <div role="alert">
        <p>{t('shipping.chargesError')}</p>
        <RetryButton onRetry={rates.reload}>{t('shipping.chargesRetry')}</RetryButton>
      </div>
    );
  }
  return (
    /* On the narrowest phones the table scrolls sideways: a named, focusable region, so keyboard
       users can scroll it too. */
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable to scroll by keyboard where browsers do not make it so themselves; the rule's own docs advise this exception
    <div className={styles.tableWrap} role="region" aria-labelledby="courier-charges" tabIndex={0}>
      <table className={styles.table}>
        <caption id="courier-charges">{t('shipping.chargesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shipping.courierColumn')}</th>
            <th scope="col">{t('shipping.chargeColumn')}</th>
            <th scope="col">{t('shipping.deliveryColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.data.map((rate) => (
            <tr key={rate.courier.name}>
              <th scope="row">{rate.courier.name}</th>
              <td className={styles.amount}>{format.priceRange(rate.price)}</td>
              <td>{format.businessDays(rate.deliveryDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ShippingPage() {
  const { t } = useText();
  const format = useFormat();
  const support = useSupportDetails();
  const policies = usePolicies();
  const fewDays = t('phrases.withinFewDays');
  const orders = <Link to="/account/orders" />;
  return (
    <StaticPage
      title={t('shipping.title')}
      description={t('shipping.description')}
      intro={<p>{t('shipping.intro')}</p>}
      englishIsBinding
    >
      <h2>{t('shipping.shippingTitle')}</h2>
      <h3>{t('shipping.processingTitle')}</h3>
      <p>
        {t('shipping.processing', {
          processing: within(t, format.businessDays, policies?.processingDays, fewDays),
          delivery: within(t, format.businessDays, policies?.deliveryDays, fewDays),
        })}
      </p>

      <h3>{t('shipping.couriersTitle')}</h3>
      <p>{t('shipping.couriers')}</p>
      <CourierCharges />
      <p>{t('shipping.checkoutShows')}</p>

      <h3>{t('shipping.trackingTitle')}</h3>
      <p>
        <RichText i18nKey="shipping.tracking" components={{ orders }} />
      </p>

      <h3>{t('shipping.cannotShipTitle')}</h3>
      <p>{t('shipping.cannotShip')}</p>

      <h2>{t('shipping.returnsTitle')}</h2>
      <h3>{t('shipping.windowTitle')}</h3>
      <p>{t('shipping.window', { window: returnWindow(t, policies) })}</p>

      <h3>{t('shipping.nonReturnableTitle')}</h3>
      <ul>
        <li>{t('shipping.nonReturnable.giftCards')}</li>
        <li>{t('shipping.nonReturnable.software')}</li>
        <li>{t('shipping.nonReturnable.personalCare')}</li>
        <li>{t('shipping.nonReturnable.custom')}</li>
      </ul>

      <h3>{t('shipping.howTitle')}</h3>
      <ol>
        <li>
          <RichText i18nKey="shipping.steps.login" components={{ login: <Link to="/auth/login" /> }} />
        </li>
        <li>
          <RichText i18nKey="shipping.steps.orders" components={{ orders }} />
        </li>
        <li>{t('shipping.steps.pick')}</li>
        <li>{t('shipping.steps.click')}</li>
        <li>{t('shipping.steps.label')}</li>
        <li>{t('shipping.steps.pack')}</li>
        <li>{t('shipping.steps.attach')}</li>
        <li>{t('shipping.steps.drop')}</li>
      </ol>

      <h2>{t('shipping.refundsTitle')}</h2>
      <ul>
        <li>
          {t('shipping.refunds.inspect', {
            when: within(t, format.businessDays, policies?.refundDays, t('phrases.soon')),
          })}
        </li>
        <li>{t('shipping.refunds.shipping')}</li>
        <li>{t('shipping.refunds.returnCost')}</li>
        <li>{t('shipping.refunds.used')}</li>
      </ul>

      <h2>{t('shipping.exchangesTitle')}</h2>
      <p>{t('shipping.exchanges')}</p>

      <h2>{t('shipping.damagedTitle')}</h2>
      <p>
        <RichText
          i18nKey="shipping.damaged"
          components={{
            mail: <TextLink href={`mailto:${support.email}`} />,
            tel: <TextLink href={telHref(support.phone)} />,
          }}
          values={{ email: support.email, phone: support.phone }}
        />
      </p>
    </StaticPage>
  );
}
