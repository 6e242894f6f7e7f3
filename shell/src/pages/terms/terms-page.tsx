import { Link } from '@storefront/shared/router';
import { telHref } from '@storefront/shared/format';
import { useSupportDetails } from '../../hooks/use-support-details';
import { LegalSections, type LegalSection } from '../legal-sections';
import { StaticPage } from '../static-page';

export const TERMS_LAST_UPDATED = 'May 1, 2025';

export default function TermsPage() {
  const support = useSupportDetails();
  const sections: LegalSection[] = [
    {
      title: 'Introduction',
      body: (
        <p>
          Welcome to Storefront. These Terms and Conditions govern your use of our website and the purchase of products
          from us. By using the website or placing an order you agree to these terms. If you do not agree, please do not
          use the website.
        </p>
      ),
    },
    {
      title: 'Definitions',
      body: (
        <ul>
          <li>
            <strong>"We", "us", "our"</strong> means Storefront, the operator of this website.
          </li>
          <li>
            <strong>"You", "customer"</strong> means any person who visits the website or places an order.
          </li>
          <li>
            <strong>"Products"</strong> means the goods offered for sale on the website.
          </li>
          <li>
            <strong>"Order"</strong> means your request to buy products, placed through the checkout.
          </li>
        </ul>
      ),
    },
    {
      title: 'Account Registration',
      body: (
        <p>
          To place an order you need an account. You must give accurate, current information, verify your e-mail address
          and keep your password confidential. You are responsible for all activity under your account; please tell us
          at once if you suspect unauthorised use.
        </p>
      ),
    },
    {
      title: 'Products and Pricing',
      body: (
        <p>
          We describe and photograph products as accurately as we can, but colours and details may vary slightly on your
          screen. All prices are in Pakistani rupees (PKR). Prices and availability may change without notice; the price
          that applies is the one shown when you place your order. If a product was listed at an obvious pricing error,
          we may cancel the order and refund any payment.
        </p>
      ),
    },
    {
      title: 'Orders and Payment',
      body: (
        <p>
          Placing an order is an offer to buy. The order is accepted when we confirm it by e-mail. We accept Cash on
          Delivery and card payments; card payments are handled by our payment provider. We may refuse or cancel an
          order, for example if a product is out of stock or a payment cannot be verified, and will refund any amount
          already paid.
        </p>
      ),
    },
    {
      title: 'Shipping and Delivery',
      body: (
        <p>
          Orders are processed within 1-2 business days and delivered by our courier partners. Delivery times and fees
          are explained on our <Link to="/shipping">Shipping &amp; Returns</Link> page. Delivery times are estimates; we
          are not responsible for delays caused by couriers or events outside our control.
        </p>
      ),
    },
    {
      title: 'Returns and Refunds',
      body: (
        <p>
          Returns and refunds follow our <Link to="/shipping">Shipping &amp; Returns</Link> policy, which forms part of
          these terms. Some products, such as gift cards and opened personal care items, cannot be returned.
        </p>
      ),
    },
    {
      title: 'Intellectual Property',
      body: (
        <p>
          All content on the website, including text, images, logos and software, belongs to us or our licensors and is
          protected by intellectual property law. You may not copy, reproduce or distribute it without our written
          permission.
        </p>
      ),
    },
    {
      title: 'User Conduct',
      body: (
        <p>
          You agree not to misuse the website: no fraudulent orders, no attempts to gain unauthorised access, no
          interference with its operation, and no content that is unlawful, offensive or infringes the rights of others.
          We may suspend accounts that break these rules.
        </p>
      ),
    },
    {
      title: 'Disclaimer',
      body: (
        <p>
          The website and its content are provided "as is". While we work to keep the website accurate and available, we
          do not guarantee that it will always be error-free, uninterrupted or free of harmful components.
        </p>
      ),
    },
    {
      title: 'Limitation of Liability',
      body: (
        <p>
          To the extent permitted by law, we are not liable for indirect or consequential loss arising from your use of
          the website or our products. Our total liability for any order is limited to the amount you paid for that
          order.
        </p>
      ),
    },
    {
      title: 'Indemnification',
      body: (
        <p>
          You agree to indemnify us against claims, losses and costs arising from your breach of these terms or your
          misuse of the website.
        </p>
      ),
    },
    {
      title: 'Governing Law',
      body: (
        <p>
          These terms are governed by the laws of [Country]. Any dispute will be subject to the exclusive jurisdiction
          of the courts of [Country].
        </p>
      ),
    },
    {
      title: 'Changes to These Terms',
      body: (
        <p>
          We may update these terms from time to time. The date at the top of this page shows when they last changed.
          Continuing to use the website after a change means you accept the updated terms.
        </p>
      ),
    },
    {
      title: 'Contact Us',
      body: (
        <p>
          Questions about these terms? E-mail <a href={`mailto:${support.email}`}>{support.email}</a>, call{' '}
          <a href={telHref(support.phone)}>{support.phone}</a> or write to us at {support.address}.
        </p>
      ),
    },
  ];
  return (
    <StaticPage
      title="Terms & Conditions"
      description="The terms and conditions for shopping at Storefront: orders, prices in rupees, payment, delivery, returns and your account."
      lastUpdated={TERMS_LAST_UPDATED}
    >
      <LegalSections sections={sections} />
    </StaticPage>
  );
}
