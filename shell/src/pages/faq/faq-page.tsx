import { useFormat } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useCourierRates, usePolicies } from '@storefront/shared/remote-data';
import { useSupportDetails } from '../../hooks/use-support-details';
import { useText } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { StaticPage } from '../static-page';
import { FaqAccordion } from './faq-accordion';
import { faqItems } from './faq-items';
import staticStyles from '../static-page.module.css';
import styles from './faq-page.module.css';

export default function FaqPage() {
  const { t } = useText();
  const format = useFormat();
  const support = useSupportDetails();
  const policies = usePolicies();
  const rates = useCourierRates();
  const items = faqItems({ t, format, support, policies, rates: rates.status === 'success' ? rates.data : null });
  return (
    <StaticPage title={t('faq.title')} description={t('faq.description')} intro={<p>{t('faq.intro')}</p>}>
      <FaqAccordion items={items} />
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.moreTitle')}</h2>
        <p>{t('faq.more')}</p>
        <p className={styles.contactLine}>
          <RichText
            i18nKey="faq.contactLine"
            components={{
              mail: <TextLink href={`mailto:${support.email}`} />,
              tel: <TextLink href={telHref(support.phone)} />,
            }}
            values={{ email: support.email, phone: support.phone }}
          />
        </p>
        <Link to="/contact" className={staticStyles.buttonLink}>
          {t('faq.contactButton')}
        </Link>
      </section>
    </StaticPage>
  );
}
