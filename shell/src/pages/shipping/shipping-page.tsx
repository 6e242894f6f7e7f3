import { Link } from '@storefront/shared/router';
import { formatBusinessDays, formatPriceRange, telHref } from '@storefront/shared/format';
import { useCourierRates, usePolicies } from '@storefront/shared/remote-data';
import { RetryButton } from '@storefront/shared/ui';
import { useSupportDetails } from '../../hooks/use-support-details';
import { returnWindow, within } from '../policy-phrases';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

/**
 * What checkout will charge: each courier's price range across the cities it reaches and its
 * delivery time (GET /shipping/couriers); checkout shows the exact price for the shopper's city.
 */
function CourierCharges() {
  const rates = useCourierRates();
  if (rates.status === 'loading') return <p role="status">Loading courier charges…</p>;
  if (rates.status === 'error') {
    return (
      <div role="alert">
        <p>The courier charges could not be loaded. Checkout shows them for your city before you order.</p>
        <RetryButton onRetry={rates.reload}>Show courier charges</RetryButton>
      </div>
    );
  }
  return (
    /* On the narrowest phones the table scrolls sideways: a named, focusable region, so keyboard
       users can scroll it too. */
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable to scroll by keyboard where browsers do not make it so themselves; the rule's own docs advise this exception
    <div className={styles.tableWrap} role="region" aria-labelledby="courier-charges" tabIndex={0}>
      <table className={styles.table}>
        <caption id="courier-charges">Courier charges</caption>
        <thead>
          <tr>
            <th scope="col">Courier</th>
            <th scope="col">Charge, by city</th>
            <th scope="col">Delivery time</th>
          </tr>
        </thead>
        <tbody>
          {rates.data.map((rate) => (
            <tr key={rate.courier.name}>
              <th scope="row">{rate.courier.name}</th>
              <td className={styles.amount}>{formatPriceRange(rate.price)}</td>
              <td>{formatBusinessDays(rate.deliveryDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ShippingPage() {
  const support = useSupportDetails();
  const policies = usePolicies();
  const returnDays = returnWindow(policies);
  return (
    <StaticPage
      title="Shipping & Returns"
      description="Delivery across Pakistan with couriers priced per city, delivery times, and how to return an item to Storefront."
      intro={<p>How we deliver your order, what it costs, and how to return an item if it is not right for you.</p>}
    >
      <h2>Shipping</h2>
      <h3>Order processing and delivery</h3>
      <p>
        Orders are processed {within(policies?.processingDays, 'within a few business days')} after they are placed, and
        delivered {within(policies?.deliveryDays, 'within a few business days')} of being placed, processing included.
        We deliver across Pakistan, within the country only.
      </p>

      <h3>Couriers and charges</h3>
      <p>
        You choose the courier at checkout. What it charges depends on your city; the delivery times count from the day
        you place your order.
      </p>
      <CourierCharges />
      <p>
        Checkout shows the couriers that deliver to your address, with their exact charge and delivery time, before you
        confirm the order.
      </p>

      <h3>Order tracking</h3>
      <p>
        As soon as your order ships, we send a tracking number to your e-mail address. You can also follow your order
        under <Link to="/account/orders">My Orders</Link>.
      </p>

      <h3>Products we cannot ship</h3>
      <p>
        If a product in your order cannot be shipped to your address, we will let you know and refund that product in
        full to your original payment method.
      </p>

      <h2>Returns</h2>
      <h3>Return window</h3>
      <p>
        We accept returns {returnDays ? `within ${returnDays} of delivery` : 'for a short time after delivery'}. Items
        must be unused and in their original packaging, with all tags, accessories and manuals.
      </p>

      <h3>Items that cannot be returned</h3>
      <ul>
        <li>Gift cards</li>
        <li>Downloadable software</li>
        <li>Opened or used personal care items</li>
        <li>Custom or personalized orders</li>
      </ul>

      <h3>How to return an item</h3>
      <ol>
        <li>
          <Link to="/auth/login">Log in</Link> to your account.
        </li>
        <li>
          Open your order history under <Link to="/account/orders">My Orders</Link>.
        </li>
        <li>Pick the order that contains the item you want to return.</li>
        <li>Click 'Return Items' and follow the instructions.</li>
        <li>Print the return label, if one is provided.</li>
        <li>Pack the item securely in its original packaging.</li>
        <li>Attach the label to the parcel.</li>
        <li>Drop the parcel off at the carrier.</li>
      </ol>

      <h2>Refunds</h2>
      <ul>
        <li>
          Once your return arrives, we inspect it and refund the amount to your original payment method{' '}
          {within(policies?.refundDays, 'soon')} after inspection.
        </li>
        <li>Original shipping charges are non-refundable.</li>
        <li>You pay the return shipping cost, unless the return is due to our error (for example a wrong item).</li>
        <li>Items returned used or damaged may receive a partial refund or be rejected.</li>
      </ul>

      <h2>Exchanges</h2>
      <p>
        We do not swap items directly. To exchange an item, return it as described above and place a new order for the
        item you want.
      </p>

      <h2>Damaged or defective items</h2>
      <p>
        If your item arrives damaged or does not work, contact our support team with photos of the item and its
        packaging at <a href={`mailto:${support.email}`}>{support.email}</a> or{' '}
        <a href={telHref(support.phone)}>{support.phone}</a>. We cover the return shipping for damaged or defective
        items.
      </p>
    </StaticPage>
  );
}
