import { Link } from '@storefront/shared/router';
import { formatPriceRange, telHref } from '@storefront/shared/format';
import type { CourierRate, ShopPolicies } from '@storefront/shared/types';
import type { SupportDetails } from '../../hooks/use-support-details';
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

/**
 * The ten questions; support details come from the runtime config, the policy figures and courier
 * charges from the API (null while not known: the answers then say it without a number).
 */
export function faqItems(
  support: SupportDetails,
  policies: ShopPolicies | null,
  rates: CourierRate[] | null,
): FaqItem[] {
  const charges = chargeRange(rates);
  const returnDays = returnWindow(policies);
  return [
    {
      question: 'How do I place an order?',
      answer: (
        <p>
          Add the products you want to your basket, open the basket and choose Proceed to Checkout. Log in (or
          register), check your delivery address, pick a courier and a payment method, and place the order. You will
          receive a confirmation e-mail straight away.
        </p>
      ),
    },
    {
      question: 'Which payment methods do you accept?',
      answer: (
        <p>
          You can pay with Cash on Delivery, our default option, or by card at checkout. HBL Pay is shown at checkout
          but is not available yet.
        </p>
      ),
    },
    {
      question: 'How long does delivery take?',
      answer: (
        <p>
          Orders are processed {within(policies?.processingDays, 'within a few business days')} and delivered{' '}
          {within(policies?.deliveryDays, 'within a few business days')} of being placed, processing included. Each
          courier's delivery time is shown beside it at checkout. We deliver within Pakistan only.
        </p>
      ),
    },
    {
      question: 'How much does shipping cost?',
      answer: (
        <p>
          The charge depends on your city and the courier you choose
          {charges ? `: from ${formatPriceRange(charges)}` : ''}. Checkout shows the exact charge of each courier for
          your address before you place the order. Each courier's charges are on our{' '}
          <Link to="/shipping">Shipping &amp; Returns</Link> page.
        </p>
      ),
    },
    {
      question: 'How can I track my order?',
      answer: (
        <p>
          Once your parcel is on its way we send you a tracking number by e-mail. You can also follow each step of your
          order (pending, processed, shipped, delivered) under <Link to="/account/orders">My Orders</Link>.
        </p>
      ),
    },
    {
      question: 'Can I change or cancel my order?',
      answer: (
        <p>
          Changes or cancellations are possible within 1 hour of placing your order. Please call our support team on{' '}
          <a href={telHref(support.phone)}>{support.phone}</a> as soon as possible; once an order has been processed it
          can no longer be changed.
        </p>
      ),
    },
    {
      question: 'What is your return policy?',
      answer: (
        <p>
          We accept returns {returnDays ? `within ${returnDays} of delivery` : 'for a short time after delivery'} for
          most items, as long as they are unused and in their original packaging. Some items, such as gift cards and
          opened personal care products, cannot be returned. See our <Link to="/shipping">Shipping &amp; Returns</Link>{' '}
          page for the full policy and the steps to follow.
        </p>
      ),
    },
    {
      question: 'When will I get my refund?',
      answer: (
        <p>
          Once we have received and inspected your return, the refund goes back to your original payment method{' '}
          {within(policies?.refundDays, 'soon after')}. Original shipping charges are non-refundable.
        </p>
      ),
    },
    {
      question: 'Do I need an account to shop?',
      answer: (
        <p>
          You can browse, search and fill your basket without an account. To check out you need to register and verify
          your e-mail address with the 6-digit code we send you; your orders and address are then kept in your account.
        </p>
      ),
    },
    {
      question: 'I forgot my password. What should I do?',
      answer: (
        <p>
          On the <Link to="/auth/login">login page</Link> choose Forgot Password?, enter your e-mail address and type in
          the 6-digit code we e-mail you. You can then choose a new password.
        </p>
      ),
    },
  ];
}
