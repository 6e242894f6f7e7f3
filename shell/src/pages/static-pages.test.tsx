import { screen, within } from '@testing-library/react';
import { COURIER_RATES_KEY, POLICIES_KEY } from '@storefront/shared/remote-data';
import { renderWithProviders, TEST_CONFIG, TEST_COURIER_RATES, TEST_POLICIES } from '@storefront/shared/testing';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import { NotFoundPage } from './not-found/not-found-page';
import PrivacyPage from './privacy/privacy-page';
import ShippingPage from './shipping/shipping-page';
import TermsPage from './terms/terms-page';

const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

test('shipping & returns states every fact of the spec', () => {
  renderWithProviders(<ShippingPage />, {
    route: '/shipping',
    serverData: { [POLICIES_KEY]: TEST_POLICIES, [COURIER_RATES_KEY]: TEST_COURIER_RATES },
  });
  expect(document.title).toBe('Shipping & Returns | Storefront');
  // What checkout charges: each courier's range across cities and its delivery time, nothing else.
  const table = screen.getByRole('table', { name: 'Courier charges' });
  // Its scroll box (sideways on the narrowest phones) can be reached and scrolled by keyboard.
  expect(screen.getByRole('region', { name: 'Courier charges' })).toHaveAttribute('tabindex', '0');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['TraxRs 200 to Rs 3304-5 business days', 'TCSRs 300 to Rs 6203-4 business days']);
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/Express|International Shipping|Rs 500/);
  for (const fact of [
    'processed within 1-2 business days',
    'delivered within 3-5 business days of being placed',
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
    'exact charge and delivery time',
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

test('shipping & returns reads the return window and times the API is configured with', () => {
  renderWithProviders(<ShippingPage />, {
    route: '/shipping',
    serverData: {
      [POLICIES_KEY]: { ...TEST_POLICIES, returnWindowDays: 1, refundDays: { min: 7, max: 7 } },
      [COURIER_RATES_KEY]: TEST_COURIER_RATES,
    },
  });
  const text = document.body.textContent ?? '';
  expect(text).toContain('within 1 day of delivery');
  expect(text).toContain('within 7 business days after inspection');
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
