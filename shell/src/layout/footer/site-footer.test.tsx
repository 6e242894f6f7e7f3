import { screen, within } from '@testing-library/react';
import { renderWithProviders, TEST_CONFIG } from '@storefront/shared/testing';
import { SiteFooter } from './site-footer';

test('shows the support details of the runtime config, page links, payment note and the current year', () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
  renderWithProviders(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  const email = within(footer).getByRole('link', { name: TEST_CONFIG.support.email });
  expect(email).toHaveAttribute('href', 'mailto:help@shop.example.pk');
  // In a narrow column the address breaks after its '@', not mid-word.
  expect(email.innerHTML).toBe('help@<wbr>shop.example.pk');
  expect(within(footer).getByRole('link', { name: TEST_CONFIG.support.phone })).toHaveAttribute(
    'href',
    'tel:03217654321',
  );
  expect(within(footer).getByText(TEST_CONFIG.support.address)).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /facebook/i })).toHaveAttribute('href', 'https://facebook.com/shop');
  expect(within(footer).getByRole('link', { name: /youtube/i })).toHaveAttribute('href', 'https://youtube.com/shop');
  for (const [name, href] of [
    ['About Us', '/about'],
    ['Contact Us', '/contact'],
    ['FAQ', '/faq'],
    ['Shipping & Returns', '/shipping'],
    ['Terms & Conditions', '/terms'],
    ['Privacy Policy', '/privacy'],
  ]) {
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(footer).toHaveTextContent('Payment: Cash on Delivery or card');
  expect(footer).toHaveTextContent('© 2031 Storefront');
  jest.useRealTimers();
});
