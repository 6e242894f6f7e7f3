import { screen, within } from '@testing-library/react';
import { renderWithProviders, TEST_CONFIG } from '@storefront/shared/testing';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import { NotFoundPage } from './not-found/not-found-page';
import PrivacyPage from './privacy/privacy-page';
import ShippingPage from './shipping/shipping-page';
import TermsPage from './terms/terms-page';

const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

test('shipping & returns states every fact of the spec', () => {
  renderWithProviders(<ShippingPage />, { route: '/shipping' });
  expect(document.title).toBe('Shipping & Returns | Storefront');
  const table = screen.getByRole('table', { name: 'Shipping options' });
  // Its scroll box (sideways on the narrowest phones) can be reached and scrolled by keyboard.
  expect(screen.getByRole('region', { name: 'Shipping options' })).toHaveAttribute('tabindex', '0');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'Standard ShippingRs 5003-7 business days',
    'Express ShippingRs 1,0001-3 business days',
    'International ShippingRs 2,000+7-14 business days',
  ]);
  const text = document.body.textContent ?? '';
  for (const fact of [
    '1-2 business days',
    'within 3 days of delivery',
    'unused and in their original packaging',
    'Gift cards',
    'Downloadable software',
    'Opened or used personal care items',
    'Custom or personalized orders',
    "Click 'Return Items'",
    'Print the return label',
    'Drop the parcel off at the carrier',
    'within 5-10 business days after inspection',
    'Original shipping charges are non-refundable',
    'unless the return is due to our error',
    'partial refund or be rejected',
    'place a new order',
    'photos',
    'We cover the return shipping',
    'refund that product',
    'tracking number',
  ])
    expect(text).toContain(fact);
  expect(screen.getAllByRole('link', { name: TEST_CONFIG.support.email }).length).toBeGreaterThan(0);
});

test('terms: last updated May 1, 2025, 15 numbered sections, placeholder country', () => {
  renderWithProviders(<TermsPage />, { route: '/terms' });
  expect(screen.getByText('Last updated: May 1, 2025')).toBeInTheDocument();
  const titles = h2Texts();
  expect(titles).toHaveLength(15);
  expect(titles[0]).toBe('1. Introduction');
  expect(titles[12]).toBe('13. Governing Law');
  expect(titles[14]).toBe('15. Contact Us');
  expect(document.body.textContent).toContain('laws of [Country]');
  expect(document.body.textContent).toContain(TEST_CONFIG.support.address);
});

test('privacy: last updated May 1, 2023, 11 sections incl. card details and under-16s', () => {
  renderWithProviders(<PrivacyPage />, { route: '/privacy' });
  expect(screen.getByText('Last updated: May 1, 2023')).toBeInTheDocument();
  const titles = h2Texts();
  expect(titles).toHaveLength(11);
  expect(titles[4]).toBe('5. Data Security');
  const text = document.body.textContent ?? '';
  expect(text).toContain('We do not store your card details');
  expect(text).toContain('children under 16');
});

test('contact shows the support details from the runtime config', () => {
  renderWithProviders(<ContactPage />, { route: '/contact' });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_CONFIG.support.email })).toHaveAttribute(
    'href',
    `mailto:${TEST_CONFIG.support.email}`,
  );
  expect(screen.getAllByRole('link', { name: TEST_CONFIG.support.phone })[0]).toHaveAttribute(
    'href',
    'tel:03217654321',
  );
  expect(screen.getByText(TEST_CONFIG.support.address)).toBeInTheDocument();
});

test('about has a title and links into the shop', () => {
  renderWithProviders(<AboutPage />, { route: '/about' });
  expect(document.title).toBe('About Us | Storefront');
  expect(screen.getByRole('link', { name: 'Fresh Picks' })).toHaveAttribute('href', '/products/fresh-picks');
});

test('404 names the missing path and links home', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('/no/such/page', { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page Not Found | Storefront');
});

test('404 lets a long path wrap anywhere rather than widen the page', () => {
  const path = `/${'x'.repeat(200)}`;
  renderWithProviders(<NotFoundPage />, { route: path });
  expect(screen.getByText(path, { selector: 'code' })).toHaveClass('echo');
});
