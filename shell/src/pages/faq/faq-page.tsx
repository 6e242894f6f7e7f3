import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useCourierRates, usePolicies } from '@storefront/shared/remote-data';
import { useSupportDetails } from '../../hooks/use-support-details';
import { StaticPage } from '../static-page';
import { FaqAccordion } from './faq-accordion';
import { faqItems } from './faq-items';
import staticStyles from '../static-page.module.css';
import styles from './faq-page.module.css';

export default function FaqPage() {
  const support = useSupportDetails();
  const policies = usePolicies();
  const rates = useCourierRates();
  return (
    <StaticPage
      title="Frequently Asked Questions"
      description="Answers about ordering, delivery times and charges, cash on delivery and card payments, order tracking and returns at Storefront."
      intro={<p>Quick answers about orders, delivery, payment and returns.</p>}
    >
      <FaqAccordion items={faqItems(support, policies, rates.status === 'success' ? rates.data : null)} />
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">Still have questions?</h2>
        <p>If you couldn't find the answer to your question, please contact our customer support team.</p>
        <p className={styles.contactLine}>
          E-mail <a href={`mailto:${support.email}`}>{support.email}</a> or call{' '}
          <a href={telHref(support.phone)}>{support.phone}</a>.
        </p>
        <Link to="/contact" className={staticStyles.buttonLink}>
          Contact Us
        </Link>
      </section>
    </StaticPage>
  );
}
