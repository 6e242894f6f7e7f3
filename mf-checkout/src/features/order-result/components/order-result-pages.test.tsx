import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@storefront/shared/router';
import OrderFailPage from './order-fail-page';
import OrderSuccessPage from './order-success-page';

const renderAt = (page: ReactElement, state?: unknown, search = '') =>
  render(<MemoryRouter initialEntries={[{ pathname: '/', search, state }]}>{page}</MemoryRouter>);

describe('OrderSuccessPage', () => {
  it('promises delivery in 3-5 business days and a confirmation e-mail', () => {
    renderAt(<OrderSuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Order placed | Storefront');
  });

  it('shows the order number handed over by the checkout, and nothing when there is none', () => {
    const { unmount } = renderAt(<OrderSuccessPage />, { orderNumber: 'SF-000005' });
    expect(screen.getByText('SF-000005')).toBeInTheDocument();
    unmount();
    renderAt(<OrderSuccessPage />, { orderNumber: 12 });
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
  });
});

describe('OrderFailPage', () => {
  it('says the payment was not successful or declined and links to My Orders and the basket', () => {
    renderAt(<OrderFailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/payment was not successful or was declined/)).toBeInTheDocument();
    expect(screen.getByText(/retry the payment for this order from My Orders/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Back to Basket' })).toHaveAttribute('href', '/basket');
    expect(document.title).toBe('Payment failed | Storefront');
  });

  it('does not offer to retry an order that was never placed', () => {
    renderAt(<OrderFailPage />, { orderNumber: null, orderPlaced: false });
    expect(screen.getByText(/payment was not successful or was declined/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
    expect(screen.getByText(/No order was placed/)).toBeInTheDocument();
  });

  it('says so when the gateway reports the order was cancelled before it was paid', () => {
    renderAt(<OrderFailPage />, undefined, '?reason=order-cancelled');
    expect(screen.getByText(/order was cancelled before the payment went through/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
  });
});
