import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@storefront/shared/router';
import OrderFailPage from './order-fail-page';
import OrderSuccessPage from './order-success-page';

const renderAt = (page: ReactElement, state?: unknown, search = '') =>
  render(<MemoryRouter initialEntries={[{ pathname: '/', search, state }]}>{page}</MemoryRouter>);

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('OrderSuccessPage', () => {
  it('thanks for the order handed over by the checkout: its number, delivery in 3-5 business days, the e-mail', () => {
    renderAt(<OrderSuccessPage />, { orderNumber: 'SF-000005' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('SF-000005')).toBeInTheDocument();
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Order placed | Storefront');
  });

  it('names the order the card gateway sends back in ?order=', () => {
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000012');
    expect(screen.getByText('Order number:')).toHaveTextContent('Order number: SF-2611-000012');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  });

  it('without order information, claims no order and points to My Orders', () => {
    renderAt(<OrderSuccessPage />);
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
    expect(screen.queryByText(/has been placed/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for shopping with us!' })).toBeInTheDocument();
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText('Your orders and their status are in My Orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(document.title).toBe('Thank you | Storefront');
  });

  it('ignores an order value that does not look like an order number', () => {
    const { unmount } = renderAt(<OrderSuccessPage />, { orderNumber: 12 });
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    unmount();
    renderAt(<OrderSuccessPage />, undefined, `?order=${encodeURIComponent('Call 0300 1234567 to claim a prize')}`);
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    expect(screen.queryByText(/prize/)).not.toBeInTheDocument();
  });
});

describe('OrderFailPage', () => {
  it('for a placed card order: says the payment failed and offers the retry in My Orders, not the emptied basket', () => {
    renderAt(<OrderFailPage />, { orderNumber: 'SF-000005', orderPlaced: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('SF-000005')).toBeInTheDocument();
    expect(screen.getByText('Your payment was not successful or was declined.')).toBeInTheDocument();
    expect(screen.getByText('You can retry the payment for this order from My Orders.')).toBeInTheDocument();
    expect(screen.queryByText(/basket/i)).not.toBeInTheDocument();
    expect(linkNames()).toEqual(['My Orders', 'Continue Shopping']);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Payment failed | Storefront');
  });

  it('names the declined order the card gateway sends back in ?order=', () => {
    renderAt(<OrderFailPage />, undefined, '?order=SF-2611-000012');
    expect(screen.getByText('Order number:')).toHaveTextContent('Order number: SF-2611-000012');
    expect(screen.getByText('You can retry the payment for this order from My Orders.')).toBeInTheDocument();
  });

  it('without order information, speaks of no particular order and points to My Orders', () => {
    renderAt(<OrderFailPage />);
    expect(screen.getByText('Your payment was not successful or was declined.')).toBeInTheDocument();
    expect(screen.queryByText(/Order number|this order/)).not.toBeInTheDocument();
    expect(screen.getByText(/waiting for payment are in My Orders, where you can retry the payment/)).toBeInTheDocument();
    expect(linkNames()).toEqual(['My Orders', 'Continue Shopping']);
  });

  it('when no order was placed, the basket was kept: offers it and no retry', () => {
    renderAt(<OrderFailPage />, { orderNumber: null, orderPlaced: false });
    expect(screen.getByText(/payment was not successful or was declined/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
    expect(screen.getByText(/No order was placed/)).toBeInTheDocument();
    expect(linkNames()).toEqual(['Back to Basket', 'Continue Shopping']);
    expect(screen.getByRole('link', { name: 'Back to Basket' })).toHaveAttribute('href', '/basket');
  });

  it('says so when the gateway reports the order was cancelled before it was paid', () => {
    renderAt(<OrderFailPage />, undefined, '?reason=order-cancelled&order=SF-2611-000012');
    expect(screen.getByText(/order was cancelled before the payment went through/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
    expect(linkNames()).toEqual(['Continue Shopping', 'My Orders']);
  });
});
