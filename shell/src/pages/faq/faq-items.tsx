import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import type { useFormat } from '@storefront/shared/i18n';
import type { CourierRate, ShopPolicies } from '@storefront/shared/types';
import type { SupportDetails } from '../../hooks/use-support-details';
import type { PagesT } from '../i18n';
import { RichText, TextLink } from '../i18n/rich-text';
import { returnWindow, within } from '../policy-phrases';
import type { FaqItem } from './faq-accordion';

/** The lowest and highest courier charge across couriers and cities, or null when none is known. */
function chargeRange(rates: CourierRate[] | null): { min: number; max: number } | null {
  if (!rates || rates.length === 0) return null;
  return {
    min: Math.min(...rates.map((r) => r.price.min)),
    max: Math.max(...rates.map((r) => r.price.max)),
  };
}

interface FaqSources {
  t: PagesT;
  format: ReturnType<typeof useFormat>;
  support: SupportDetails;
  policies: ShopPolicies | null;
  rates: CourierRate[] | null;
}

/**
 * The ten questions; support details come from the runtime config, the policy figures and courier
 * charges from the API (null while not known: the answers then say it without a number).
 */
export function faqItems({ t, format, support, policies, rates }: FaqSources): FaqItem[] {
  const charges = chargeRange(rates);
  const fewDays = t('phrases.withinFewDays');
  const shipping = <Link to="/shipping" />;
  const tel = <TextLink href={telHref(support.phone)} />;
  return [
    { question: t('faq.order.question'), answer: <p>{t('faq.order.answer')}</p> },
    { question: t('faq.payment.question'), answer: <p>{t('faq.payment.answer')}</p> },
    {
      question: t('faq.delivery.question'),
      answer: (
        <p>
          {t('faq.delivery.answer', {
            processing: within(t, format.businessDays, policies?.processingDays, fewDays),
            delivery: within(t, format.businessDays, policies?.deliveryDays, fewDays),
          })}
        </p>
      ),
    },
    {
      question: t('faq.charges.question'),
      answer: (
        <p>
          {charges ? (
            <RichText
              i18nKey="faq.charges.answer"
              components={{ shipping }}
              values={{ range: format.priceRange(charges) }}
            />
          ) : (
            <RichText i18nKey="faq.charges.answerUnknown" components={{ shipping }} />
          )}
        </p>
      ),
    },
    {
      question: t('faq.tracking.question'),
      answer: (
        <p>
          <RichText i18nKey="faq.tracking.answer" components={{ orders: <Link to="/account/orders" /> }} />
        </p>
      ),
    },
    {
      question: t('faq.cancel.question'),
      answer: (
        <p>
          <RichText i18nKey="faq.cancel.answer" components={{ tel }} values={{ phone: support.phone }} />
        </p>
      ),
    },
    {
      question: t('faq.returns.question'),
      answer: (
        <p>
          <RichText
            i18nKey="faq.returns.answer"
            components={{ shipping }}
            values={{ window: returnWindow(t, policies) }}
          />
        </p>
      ),
    },
    {
      question: t('faq.refund.question'),
      answer: (
        <p>
          {t('faq.refund.answer', {
            when: within(t, format.businessDays, policies?.refundDays, t('phrases.soonAfter')),
          })}
        </p>
      ),
    },
    { question: t('faq.account.question'), answer: <p>{t('faq.account.answer')}</p> },
    {
      question: t('faq.password.question'),
      answer: (
        <p>
          <RichText i18nKey="faq.password.answer" components={{ login: <Link to="/auth/login" /> }} />
        </p>
      ),
    },
  ];
}
