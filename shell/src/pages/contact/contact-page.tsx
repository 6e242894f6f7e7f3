import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

export default function ContactPage() {
  const support = useSupportDetails();
  return (
    <StaticPage
      title="Contact Us"
      description="Contact Storefront's customer support by e-mail or phone about an order, a delivery, a payment or a return."
      intro={<p>Questions about an order, a product or a return? Our customer support team is happy to help.</p>}
    >
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="contact-support">
          <h2 id="contact-support">Customer support</h2>
          <dl className={styles.details}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${support.email}`}>{support.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(support.phone)}>{support.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              <address className={styles.address}>{support.address}</address>
            </dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="contact-hours">
          <h2 id="contact-hours">When we answer</h2>
          <dl className={styles.details}>
            <dt>Phone and e-mail support</dt>
            <dd>24/7, every day of the year</dd>
            <dt>Response time</dt>
            <dd>We reply to e-mails within 24 hours.</dd>
            <dt>Office visits</dt>
            <dd>Monday to Saturday, 9:00 am - 6:00 pm (PKT)</dd>
          </dl>
        </section>
      </div>

      <h2>Before you write</h2>
      <ul>
        <li>
          For an order question, please include your order number (you will find it under{' '}
          <Link to="/account/orders">My Orders</Link>).
        </li>
        <li>
          To cancel an order, please call us on <a href={telHref(support.phone)}>{support.phone}</a>.
        </li>
        <li>For a damaged or faulty item, attach clear photos of the item and its packaging.</li>
        <li>
          Many answers are already in our <Link to="/faq">FAQ</Link> and our{' '}
          <Link to="/shipping">Shipping &amp; Returns</Link> policy.
        </li>
      </ul>
    </StaticPage>
  );
}
