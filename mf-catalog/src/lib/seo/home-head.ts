import type { SupportContacts } from '@storefront/shared/config';
import { SITE_NAME, type PageHead } from '@storefront/shared/ssr';
import { englishText, type Translate } from '../../i18n';
import { bareOrigin } from './url';

const isWebUrl = (url: string): boolean => /^https?:\/\/\S+$/i.test(url.trim());

/** The home page's head: the shop as an Organization, and the site with its search. */
export function homeHead(origin: string, support: SupportContacts, t: Translate = englishText): PageHead {
  const root = bareOrigin(origin);
  const contact = {
    ...(support.phone && { telephone: support.phone }),
    ...(support.email && { email: support.email }),
  };
  const sameAs = Object.values(support.social ?? {})
    .filter(isWebUrl)
    .map((u) => u.trim());
  return {
    title: t('home.head.title'),
    description: t('home.head.description', { site: SITE_NAME }),
    canonicalPath: '/',
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: `${root}/`,
        logo: `${root}/favicon.svg`,
        ...(support.address && { address: support.address }),
        ...(Object.keys(contact).length > 0 && {
          contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', areaServed: 'PK', ...contact },
        }),
        ...(sameAs.length > 0 && { sameAs }),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${root}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${root}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
