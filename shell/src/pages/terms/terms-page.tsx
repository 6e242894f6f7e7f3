import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { useText } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { LegalSections, type LegalSection } from '../legal-sections';
import { StaticPage } from '../static-page';

export default function TermsPage() {
  const { t } = useText();
  const support = useSupportDetails();
  const shipping = { shipping: <Link to="/shipping" /> };
  const strong = { strong: <strong /> };
  const sections: LegalSection[] = [
    { title: t('terms.introduction.title'), body: <p>{t('terms.introduction.body')}</p> },
    {
      title: t('terms.definitions.title'),
      body: (
        <ul>
          <li>
            <RichText i18nKey="terms.definitions.we" components={strong} />
          </li>
          <li>
            <RichText i18nKey="terms.definitions.you" components={strong} />
          </li>
          <li>
            <RichText i18nKey="terms.definitions.products" components={strong} />
          </li>
          <li>
            <RichText i18nKey="terms.definitions.order" components={strong} />
          </li>
        </ul>
      ),
    },
    { title: t('terms.account.title'), body: <p>{t('terms.account.body')}</p> },
    { title: t('terms.pricing.title'), body: <p>{t('terms.pricing.body')}</p> },
    { title: t('terms.orders.title'), body: <p>{t('terms.orders.body')}</p> },
    {
      title: t('terms.shipping.title'),
      body: (
        <p>
          <RichText i18nKey="terms.shipping.body" components={shipping} />
        </p>
      ),
    },
    {
      title: t('terms.returns.title'),
      body: (
        <p>
          <RichText i18nKey="terms.returns.body" components={shipping} />
        </p>
      ),
    },
    { title: t('terms.property.title'), body: <p>{t('terms.property.body')}</p> },
    { title: t('terms.conduct.title'), body: <p>{t('terms.conduct.body')}</p> },
    { title: t('terms.disclaimer.title'), body: <p>{t('terms.disclaimer.body')}</p> },
    { title: t('terms.liability.title'), body: <p>{t('terms.liability.body')}</p> },
    { title: t('terms.indemnification.title'), body: <p>{t('terms.indemnification.body')}</p> },
    { title: t('terms.law.title'), body: <p>{t('terms.law.body')}</p> },
    { title: t('terms.changes.title'), body: <p>{t('terms.changes.body')}</p> },
    {
      title: t('terms.contact.title'),
      body: (
        <p>
          <RichText
            i18nKey="terms.contact.body"
            components={{
              mail: <TextLink href={`mailto:${support.email}`} />,
              tel: <TextLink href={telHref(support.phone)} />,
            }}
            values={{ email: support.email, phone: support.phone, address: support.address }}
          />
        </p>
      ),
    },
  ];
  return (
    <StaticPage
      title={t('terms.title')}
      description={t('terms.description')}
      lastUpdated={t('terms.updated')}
      englishIsBinding
    >
      <LegalSections sections={sections} />
    </StaticPage>
  );
}
