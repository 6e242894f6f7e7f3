import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { LegalSections, type LegalSection } from '../legal-sections';
import { StaticPage } from '../static-page';

export const PRIVACY_LAST_UPDATED = 'May 1, 2023';

export default function PrivacyPage() {
  const support = useSupportDetails();
  const sections: LegalSection[] = [
    {
      title: 'Introduction',
      body: (
        <p>
          This Privacy Policy explains what personal information Storefront collects when you use our website, how we
          use and protect it, and the choices you have.
        </p>
      ),
    },
    {
      title: 'Information We Collect',
      body: (
        <ul>
          <li>Account details: your name, e-mail address, phone number and password (stored only in hashed form).</li>
          <li>Delivery details: your address, city, province and postal code.</li>
          <li>Order details: the products you buy, order amounts and payment status.</li>
          <li>Technical data: your browser, device and pages visited, used to keep the website working.</li>
        </ul>
      ),
    },
    {
      title: 'How We Use Your Information',
      body: (
        <ul>
          <li>To process, deliver and support your orders.</li>
          <li>To manage your account and verify your e-mail address.</li>
          <li>To send service messages such as order confirmations, one-time codes and tracking numbers.</li>
          <li>To prevent fraud and improve our website.</li>
        </ul>
      ),
    },
    {
      title: 'Disclosure of Your Information',
      body: (
        <p>
          We do not sell your personal information. We share only what is needed with couriers (to deliver your order),
          payment providers (to take card payments) and service providers who work for us under confidentiality
          obligations, or when the law requires it.
        </p>
      ),
    },
    {
      title: 'Data Security',
      body: (
        <p>
          We protect your information with encrypted connections, hashed passwords and restricted access. We do not
          store your card details: card payments are handled directly by our payment provider.
        </p>
      ),
    },
    {
      title: 'Data Retention',
      body: (
        <p>
          We keep your account information while your account is active, and order records for as long as needed for
          accounting and legal purposes. After that, we delete or anonymise it.
        </p>
      ),
    },
    {
      title: 'Your Rights',
      body: (
        <p>
          You can view and update your account details and address at any time in your account. You may also ask us for
          a copy of your data, its correction or its deletion by contacting us.
        </p>
      ),
    },
    {
      title: "Children's Privacy",
      body: (
        <p>
          Our website is not intended for children under 16, and we do not knowingly collect personal information from
          them. If you believe a child has given us personal information, please contact us and we will delete it.
        </p>
      ),
    },
    {
      title: 'Third-Party Websites',
      body: (
        <p>
          Our website may link to other websites, such as our social media pages. We are not responsible for their
          content or privacy practices; please read their policies.
        </p>
      ),
    },
    {
      title: 'Updates to This Policy',
      body: (
        <p>We may update this policy from time to time. The date at the top of this page shows when it last changed.</p>
      ),
    },
    {
      title: 'Contact Us',
      body: (
        <p>
          Questions about your privacy? E-mail <a href={`mailto:${support.email}`}>{support.email}</a>, call{' '}
          <a href={telHref(support.phone)}>{support.phone}</a> or write to us at {support.address}.
        </p>
      ),
    },
  ];
  return (
    <StaticPage
      title="Privacy Policy"
      description="How Storefront collects, uses and protects your personal data when you shop, and the choices you have."
      lastUpdated={PRIVACY_LAST_UPDATED}
    >
      <LegalSections sections={sections} />
    </StaticPage>
  );
}
