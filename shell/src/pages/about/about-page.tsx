import { Link } from '@storefront/shared/router';
import { useText } from '../i18n';
import { RichText } from '../i18n/rich-text';
import { StaticPage } from '../static-page';
import styles from '../static-page.module.css';

export default function AboutPage() {
  const { t } = useText();
  return (
    <StaticPage title={t('about.title')} description={t('about.description')} intro={<p>{t('about.intro')}</p>}>
      <h2>{t('about.whoTitle')}</h2>
      <p>{t('about.who')}</p>

      <h2>{t('about.whatTitle')}</h2>
      <p>
        <RichText
          i18nKey="about.what"
          components={{ fresh: <Link to="/products/fresh-picks" />, flash: <Link to="/products/flash-deals" /> }}
        />
      </p>

      <h2>{t('about.howTitle')}</h2>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="about-cod">
          <h3 id="about-cod">{t('about.codTitle')}</h3>
          <p>{t('about.cod')}</p>
        </section>
        <section className={styles.card} aria-labelledby="about-delivery">
          <h3 id="about-delivery">{t('about.deliveryTitle')}</h3>
          <p>{t('about.delivery')}</p>
        </section>
        <section className={styles.card} aria-labelledby="about-returns">
          <h3 id="about-returns">{t('about.returnsTitle')}</h3>
          <p>
            <RichText i18nKey="about.returns" components={{ shipping: <Link to="/shipping" /> }} />
          </p>
        </section>
        <section className={styles.card} aria-labelledby="about-support">
          <h3 id="about-support">{t('about.supportTitle')}</h3>
          <p>
            <RichText i18nKey="about.support" components={{ contact: <Link to="/contact" /> }} />
          </p>
        </section>
      </div>

      <h2>{t('about.promiseTitle')}</h2>
      <p>{t('about.promise')}</p>
    </StaticPage>
  );
}
