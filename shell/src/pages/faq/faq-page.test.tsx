import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import FaqPage from './faq-page';

/** The answer panels (the page's 'Still have questions?' section is a region too). */
const answers = () => screen.queryAllByRole('region').filter((el) => el.getAttribute('role') === 'region');

test('ten questions, all closed at first', () => {
  renderWithProviders(<FaqPage />, { route: '/faq' });
  const questions = screen.getAllByRole('button', { expanded: false });
  expect(questions).toHaveLength(10);
  expect(answers()).toHaveLength(0);
  expect(document.title).toBe('Frequently Asked Questions | Storefront');
});

test('opening a question closes the one that was open; clicking it again closes it', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq' });
  const returns = screen.getByRole('button', { name: /return policy/i });
  const cancel = screen.getByRole('button', { name: /change or cancel/i });

  await userEvent.click(returns);
  expect(returns).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: /return policy/i })).toHaveTextContent('within 30 days');

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
  renderWithProviders(<FaqPage />, { route: '/faq' });
  const first = screen.getAllByRole('button')[0];
  first.focus();
  await userEvent.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard(' ');
  expect(first).toHaveAttribute('aria-expanded', 'false');
});

test("the 'Still have questions?' block links to /contact", () => {
  renderWithProviders(<FaqPage />, { route: '/faq' });
  expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
  expect(
    screen.getByText("If you couldn't find the answer to your question, please contact our customer support team."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});
