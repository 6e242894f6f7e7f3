import type { ReactNode } from 'react';
import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, XIcon, YoutubeIcon } from '../../components/icons';
import { useText } from '../../i18n';
import styles from './site-footer.module.css';

// Brand names: the same in every language.
const SOCIAL: { key: 'facebook' | 'instagram' | 'x' | 'youtube'; label: string; icon: ReactNode }[] = [
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'x', label: 'X', icon: <XIcon /> },
  { key: 'youtube', label: 'YouTube', icon: <YoutubeIcon /> },
];

/**
 * An e-mail address that, in a narrow column, breaks after its '@' rather than mid-word (its link
 * is named by aria-label: some tools read a space at the <wbr>).
 */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function SiteFooter() {
  const support = useSupportDetails();
  const { t } = useText();
  const year = new Date().getFullYear();
  const social = SOCIAL.filter(({ key }) => Boolean(support.social?.[key]));

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            Storefront
          </h2>
          <p className={styles.blurb}>{t('footer.blurb')}</p>
          <p className={styles.payment}>
            <span className={styles.paymentLabel}>{t('footer.paymentLabel')}</span> {t('footer.payment')}
          </p>
        </section>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.customerService')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/contact">{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/shipping">{t('footer.shipping')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/about">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.getInTouch')}
          </h2>
          <ul className={styles.contact}>
            <li>
              <MailIcon />
              <a href={`mailto:${support.email}`} aria-label={support.email}>
                <EmailText email={support.email} />
              </a>
            </li>
            <li>
              <PhoneIcon />
              <a href={telHref(support.phone)}>{support.phone}</a>
            </li>
            <li>
              <PinIcon />
              <address className={styles.address}>{support.address}</address>
            </li>
          </ul>
          {social.length > 0 && (
            <ul className={styles.social} aria-label={t('footer.followUs')}>
              {social.map(({ key, label, icon }) => (
                <li key={key}>
                  <a
                    href={support.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { network: label })}
                  >
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
