import { Link } from '@storefront/shared/router';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

export default function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      description="Storefront is an online shop for Pakistan: electronics, fashion, home and groceries delivered nationwide, with cash on delivery."
      intro={
        <p>
          Storefront is an online shop made for shoppers across Pakistan: honest prices in rupees, clear product details
          and delivery to your door.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        We started Storefront with a simple idea: buying online in Pakistan should be as easy and as trustworthy as
        buying from the shop down the street. Our team picks products from brands and suppliers we know, checks the
        stock we list, and shows every price in whole rupees with no surprises at checkout other than the courier charge
        for your city.
      </p>

      <h2>What we sell</h2>
      <p>
        Our catalogue covers electronics and accessories, fashion, home and kitchen, health and beauty, and everyday
        essentials. New arrivals appear in <Link to="/products/fresh-picks">Fresh Picks</Link>, and the best discounts
        of the day are collected in <Link to="/products/flash-deals">Flash Deals</Link>.
      </p>

      <h2>How we work</h2>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="about-cod">
          <h3 id="about-cod">Cash on Delivery</h3>
          <p>Pay in cash when your parcel arrives. Card payment is also available at checkout.</p>
        </section>
        <section className={styles.card} aria-labelledby="about-delivery">
          <h3 id="about-delivery">Nationwide delivery</h3>
          <p>We ship to cities across Pakistan with trusted couriers. Orders are processed within 1-2 business days.</p>
        </section>
        <section className={styles.card} aria-labelledby="about-returns">
          <h3 id="about-returns">Easy returns</h3>
          <p>
            Changed your mind? Read our <Link to="/shipping">Shipping &amp; Returns</Link> policy to see how returns and
            refunds work.
          </p>
        </section>
        <section className={styles.card} aria-labelledby="about-support">
          <h3 id="about-support">Real support</h3>
          <p>
            Our customer support team answers by e-mail and phone. See the <Link to="/contact">Contact Us</Link> page.
          </p>
        </section>
      </div>

      <h2>Our promise</h2>
      <p>
        We keep your personal data safe (we never store your card details), we describe products honestly, and if
        something goes wrong with an order we will work with you until it is put right.
      </p>
    </StaticPage>
  );
}
