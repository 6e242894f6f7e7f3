import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURIER_RATES_KEY, POLICIES_KEY } from '@storefront/shared/remote-data';
import { renderWithProviders, TEST_COURIER_RATES, TEST_POLICIES } from '@storefront/shared/testing';
import FaqPage from './faq-page';

/** The page as the server renders it, with the API's policy figures and courier charges. */
const serverData = { [POLICIES_KEY]: TEST_POLICIES, [COURIER_RATES_KEY]: TEST_COURIER_RATES };

/** The answer panels (the page's 'Still have questions?' section is a region too). */
const answers = () => screen.queryAllByRole('region').filter((el) => el.getAttribute('role') === 'region');

test('ten questions, all closed at first', () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverData });
  const questions = screen.getAllByRole('button', { expanded: false });
  expect(questions).toHaveLength(10);
  expect(answers()).toHaveLength(0);
  expect(document.title).toBe('Frequently Asked Questions | Storefront');
});

test('opening a question closes the one that was open; clicking it again closes it', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverData });
  const returns = screen.getByRole('button', { name: /return policy/i });
  const cancel = screen.getByRole('button', { name: /change or cancel/i });

  await userEvent.click(returns);
  expect(returns).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: /return policy/i })).toHaveTextContent('within 3 days of delivery');

  await userEvent.click(cancel);
  expect(cancel).toHaveAttribute('aria-expanded', 'true');
  expect(returns).toHaveAttribute('aria-expanded', 'false');
  expect(answers()).toHaveLength(1);
  expect(screen.getByRole('region', { name: /change or cancel/i })).toHaveTextContent('within 1 hour');
  expect(screen.getByRole('region', { name: /change or cancel/i })).toHaveTextContent('0321-7654321');

  await userEvent.click(cancel);
  expect(answers()).toHaveLength(0);
});

test('works from the keyboard', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverData });
  const first = screen.getAllByRole('button')[0];
  first.focus();
  await userEvent.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard(' ');
  expect(first).toHaveAttribute('aria-expanded', 'false');
});

test("the 'Still have questions?' block links to /contact", () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverData });
  expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
  expect(
    screen.getByText("If you couldn't find the answer to your question, please contact our customer support team."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test('delivery, charges, returns and refunds read the figures the API gives, and name no other option', async () => {
  renderWithProviders(<FaqPage />, {
    route: '/faq',
    serverData: { ...serverData, [POLICIES_KEY]: { ...TEST_POLICIES, returnWindowDays: 14 } },
  });
  const answer = async (question: RegExp) => {
    await userEvent.click(screen.getByRole('button', { name: question }));
    return screen.getByRole('region', { name: question }).textContent ?? '';
  };
  const delivery = await answer(/how long does delivery take/i);
  expect(delivery).toContain('processed within 1-2 business days and delivered within 3-5 business days');
  expect(delivery).not.toMatch(/Express|International/);
  const charges = await answer(/how much does shipping cost/i);
  // The lowest and highest charge of any courier in any city.
  expect(charges).toContain('from Rs 200 to Rs 620');
  expect(charges).not.toMatch(/Rs 500|Rs 1,000|Express|International/);
  expect(await answer(/return policy/i)).toContain('within 14 days of delivery');
  expect(await answer(/refund/i)).toContain('within 5-10 business days');
});

test('without the figures (the API did not answer) the answers say it without a number', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverFailures: [POLICIES_KEY, COURIER_RATES_KEY] });
  await userEvent.click(screen.getByRole('button', { name: /return policy/i }));
  const text = screen.getByRole('region', { name: /return policy/i }).textContent ?? '';
  expect(text).toContain('for a short time after delivery');
  expect(text).not.toMatch(/\d+ days/);
});
