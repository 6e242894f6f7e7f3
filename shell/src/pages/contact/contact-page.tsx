import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { useText } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

export default function ContactPage() {
  const { t } = useText();
  const support = useSupportDetails();
  return (
    <StaticPage title={t('contact.title')} description={t('contact.description')} intro={<p>{t('contact.intro')}</p>}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="contact-support">
          <h2 id="contact-support">{t('contact.supportTitle')}</h2>
          <dl className={styles.details}>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${support.email}`}>{support.email}</a>
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={telHref(support.phone)}>{support.phone}</a>
            </dd>
            <dt>{t('contact.address')}</dt>
            <dd>
              <address className={styles.address}>{support.address}</address>
            </dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('contact.hoursTitle')}</h2>
          <dl className={styles.details}>
            <dt>{t('contact.supportHours')}</dt>
            <dd>{t('contact.supportHoursValue')}</dd>
            <dt>{t('contact.responseTime')}</dt>
            <dd>{t('contact.responseTimeValue')}</dd>
            <dt>{t('contact.officeVisits')}</dt>
            <dd>{t('contact.officeVisitsValue')}</dd>
          </dl>
        </section>
      </div>

      <h2>{t('contact.beforeTitle')}</h2>
      <ul>
        <li>
          <RichText i18nKey="contact.orderNumber" components={{ orders: <Link to="/account/orders" /> }} />
        </li>
        <li>
          <RichText
            i18nKey="contact.cancel"
            components={{ tel: <TextLink href={telHref(support.phone)} /> }}
            values={{ phone: support.phone }}
          />
        </li>
        <li>{t('contact.damaged')}</li>
        <li>
          <RichText
            i18nKey="contact.answers"
            components={{ faq: <Link to="/faq" />, shipping: <Link to="/shipping" /> }}
          />
        </li>
      </ul>
    </StaticPage>
  );
}
