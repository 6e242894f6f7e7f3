import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { useText } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { LegalSections, type LegalSection } from '../legal-sections';
import { StaticPage } from '../static-page';

export default function PrivacyPage() {
  const { t } = useText();
  const support = useSupportDetails();
  const sections: LegalSection[] = [
    { title: t('privacy.introduction.title'), body: <p>{t('privacy.introduction.body')}</p> },
    {
      title: t('privacy.collect.title'),
      body: (
        <ul>
          <li>{t('privacy.collect.account')}</li>
          <li>{t('privacy.collect.delivery')}</li>
          <li>{t('privacy.collect.orders')}</li>
          <li>{t('privacy.collect.technical')}</li>
        </ul>
      ),
    },
    {
      title: t('privacy.use.title'),
      body: (
        <ul>
          <li>{t('privacy.use.orders')}</li>
          <li>{t('privacy.use.account')}</li>
          <li>{t('privacy.use.messages')}</li>
          <li>{t('privacy.use.fraud')}</li>
        </ul>
      ),
    },
    { title: t('privacy.disclosure.title'), body: <p>{t('privacy.disclosure.body')}</p> },
    { title: t('privacy.security.title'), body: <p>{t('privacy.security.body')}</p> },
    { title: t('privacy.retention.title'), body: <p>{t('privacy.retention.body')}</p> },
    { title: t('privacy.rights.title'), body: <p>{t('privacy.rights.body')}</p> },
    { title: t('privacy.children.title'), body: <p>{t('privacy.children.body')}</p> },
    { title: t('privacy.thirdParty.title'), body: <p>{t('privacy.thirdParty.body')}</p> },
    { title: t('privacy.updates.title'), body: <p>{t('privacy.updates.body')}</p> },
    {
      title: t('privacy.contact.title'),
      body: (
        <p>
          <RichText
            i18nKey="privacy.contact.body"
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
      title={t('privacy.title')}
      description={t('privacy.description')}
      lastUpdated={t('privacy.updated')}
      englishIsBinding
    >
      <LegalSections sections={sections} />
    </StaticPage>
  );
}
