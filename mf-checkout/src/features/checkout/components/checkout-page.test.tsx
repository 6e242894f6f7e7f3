import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, CheckoutAddress, Order } from '@storefront/shared/types';
import { ToastHost } from '@storefront/shared/ui';
import { itemAdded } from '@storefront/shared/cart';
import { catalogueAsSaved, customer, lahore, lawnSuit, microwave } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { fetchCurrentProducts } from '../../../lib/products-api';
import { createOrder, fetchCheckoutAddress } from '../api/checkout-api';
import { redirectToPayment } from '../../../lib/payment-redirect';
import CheckoutPage from './checkout-page';

jest.mock('../api/checkout-api');
jest.mock('../../../lib/payment-redirect');
jest.mock('../../../lib/products-api');
// No card order waits for payment unless a test says so (what it offers: waiting-card-order.test.tsx).
let mockWaitingOrder: Partial<Order> | null = null;
jest.mock('../../../lib/waiting-card-order', () => ({
  findWaitingCardOrder: () => Promise.resolve(mockWaitingOrder),
}));

const fetchMock = jest.mocked(fetchCheckoutAddress);
const createOrderMock = jest.mocked(createOrder);
const redirectMock = jest.mocked(redirectToPayment);
const currentProducts = jest.mocked(fetchCurrentProducts);

const details = (address: Address | null = lahore): CheckoutAddress => ({
  id: customer.id,
  name: customer.name,
  email: customer.email,
  address,
});

function renderCheckout(options: { address?: Address | null; items?: (typeof microwave)[] } = {}) {
  fetchMock.mockResolvedValue(details(options.address === undefined ? lahore : options.address));
  return renderWithProviders(<CheckoutPage />, {
    path: '/checkout',
    user: customer,
    cart: options.items ?? [microwave, lawnSuit],
  });
}

const placeOrderButton = () => screen.findByRole('button', { name: 'Place Order' });

/** The API's refusal when stock ran out meanwhile. */
const onlyOneLeft = () =>
  Object.assign(new Error('Request failed with status code 409'), {
    isAxiosError: true,
    response: { status: 409, data: { success: false, mess: 'Only 1 left of Dawlance Microwave Oven' } },
  });

beforeEach(() => {
  jest.resetAllMocks();
  mockWaitingOrder = null;
  currentProducts.mockImplementation(catalogueAsSaved);
});

describe('CheckoutPage', () => {
  it('back from the payment page with an empty basket, names the card order waiting for payment', async () => {
    mockWaitingOrder = { id: 9, number: 'SF-2611-000009', grandTotal: 54750, orderItems: [] };
    renderWithProviders(<CheckoutPage />, { path: '/checkout', user: customer });
    const notice = await screen.findByRole('region', { name: 'Your card order is waiting for payment' });
    expect(notice).toHaveTextContent('Order SF-2611-000009 (Rs 54,750) has not been paid yet.');
    expect(within(notice).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Cancel it and pay cash on delivery' })).toBeInTheDocument();
  });

  it('cancels the checkout details request when the shopper leaves before it answers', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderWithProviders(<CheckoutPage />, { path: '/checkout', user: customer, cart: [microwave] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const signal = fetchMock.mock.calls[0][1] as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it("loads the customer's checkout details and shows name and e-mail read-only", async () => {
    renderCheckout();
    expect(await screen.findByLabelText('Name')).toHaveValue('Ayesha Khan');
    expect(fetchMock).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.pk');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('House 12, Street 4, Gulberg III')).toBeInTheDocument();
    expect(screen.getByText('Lahore, Punjab 54000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit address' })).toHaveAttribute(
      'href',
      '/account/addresses?returnTo=%2Fcheckout',
    );
    expect(document.title).toBe('Checkout | Storefront');
  });

  it('offers the city couriers with prices and adds the chosen one to the summary', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const couriers = within(await screen.findByRole('radiogroup', { name: 'Delivery courier' }));
    expect(couriers.getAllByRole('radio')).toHaveLength(2);
    expect(couriers.getByText('Rs 250')).toBeInTheDocument();
    // Each courier says how long it takes, as part of its choice.
    expect(couriers.getByRole('radio', { name: /TCS.*Rs 250.*Delivered in 3-4 business days/ })).toBeInTheDocument();
    expect(couriers.getByRole('radio', { name: /Leopards.*Delivered in 3-5 business days/ })).toBeInTheDocument();

    const summary = within(screen.getByRole('complementary', { name: 'Order Summary' }));
    expect(summary.getByText('Select a courier')).toBeInTheDocument();
    await user.click(couriers.getByRole('radio', { name: /Leopards/ }));
    expect(summary.getByText('Rs 180')).toBeInTheDocument();
    // 2 × 25,000 + 4,500 + 180 delivery
    expect(summary.getByText('Rs 54,680')).toBeInTheDocument();
  });

  it('totals the basket at the prices of now, and says which changed', async () => {
    const user = userEvent.setup();
    currentProducts.mockResolvedValueOnce([{ ...microwave, netPrice: 20000 }, lawnSuit] as never);
    renderCheckout();
    expect(
      await screen.findByText(`The price of ${microwave.name} changed from Rs 25,000 to Rs 20,000.`),
    ).toBeInTheDocument();
    const couriers = within(await screen.findByRole('radiogroup', { name: 'Delivery courier' }));
    await user.click(couriers.getByRole('radio', { name: /Leopards/ }));
    // 2 × 20,000 + 4,500 + 180 delivery
    expect(
      within(screen.getByRole('complementary', { name: 'Order Summary' })).getByText('Rs 44,680'),
    ).toBeInTheDocument();
  });

  it('defaults to cash on delivery and shows HBL Pay disabled', async () => {
    renderCheckout();
    const payment = within(await screen.findByRole('group', { name: 'Payment method' }));
    expect(payment.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
    expect(payment.getByRole('radio', { name: 'Cash On Delivery' })).toHaveAccessibleDescription(
      'Pay in cash when your order arrives.',
    );
    expect(payment.getByRole('radio', { name: 'HBL Pay' })).toBeDisabled();
    expect(payment.getByRole('radio', { name: /Card/ })).toBeEnabled();
  });

  it('without an address: prompts to add one and refuses to submit', async () => {
    const user = userEvent.setup();
    renderCheckout({ address: null });
    // My Addresses offers the way back here once the address is saved.
    expect(await screen.findByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/account/addresses?returnTo=%2Fcheckout',
    );
    await user.click(await placeOrderButton());
    expect(await screen.findByText('Please create address')).toBeInTheDocument();
    // Keyboard and screen reader users are taken to the way to fix it.
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveFocus();
    expect(createOrderMock).not.toHaveBeenCalled();
  });

  it('without a chosen courier: asks for one', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await placeOrderButton());
    // The toast the spec asks for, and the same words at the group, read out as it takes focus.
    expect(await screen.findAllByText('Please select a delivery courier')).toHaveLength(2);
    const couriers = screen.getByRole('radiogroup', { name: 'Delivery courier' });
    expect(couriers).toHaveAttribute('aria-invalid', 'true');
    expect(couriers).toHaveAccessibleDescription('Please select a delivery courier');
    expect(within(couriers).getByText('Please select a delivery courier')).not.toHaveAttribute('role');
    expect(screen.getByRole('radio', { name: /TCS/ })).toHaveFocus();
    expect(createOrderMock).not.toHaveBeenCalled();

    // Choosing a courier clears the inline error, and the toast that asked for it goes too.
    await user.click(screen.getByRole('radio', { name: /Leopards/ }));
    expect(couriers).not.toHaveAttribute('aria-invalid');
    expect(couriers).not.toHaveAccessibleDescription();
    expect(within(couriers).queryByText('Please select a delivery courier')).not.toBeInTheDocument();
    // jsdom runs no CSS animations: end the toast's exit animation by hand.
    fireEvent.animationEnd(screen.getByText('Please select a delivery courier'));
    await waitFor(() => expect(screen.queryByText('Please select a delivery courier')).not.toBeInTheDocument());
  });

  it('with an address that has no text: asks to create the address first', async () => {
    const user = userEvent.setup();
    renderCheckout({ address: { ...lahore, address: '' } });
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());
    expect(await screen.findByText('Create Address First')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit address' })).toHaveFocus();
    expect(createOrderMock).not.toHaveBeenCalled();
  });

  it('a city without couriers says so', async () => {
    renderCheckout({ address: { ...lahore, city: { ...lahore.city, courierPricings: [] } } });
    expect(await screen.findByText(/Please update city at address for courier/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update address' })).toHaveAttribute(
      'href',
      '/account/addresses?returnTo=%2Fcheckout',
    );
    expect(screen.queryAllByRole('radio', { name: /TCS|Leopards/ })).toHaveLength(0);
  });

  it('cash on delivery: places the order, clears the basket and shows /order-success', async () => {
    const user = userEvent.setup();
    createOrderMock.mockResolvedValue({
      success: true,
      data: { orderId: 5, number: 'SF-000005', paymentMethod: 'cod', redirectUrl: null },
    });
    const { store } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-success'));
    expect(createOrderMock).toHaveBeenCalledWith(
      {
        items: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        paymentMethod: 'cod',
        courierPricingId: 11,
        customerId: 42,
        addressId: 7,
      },
      expect.any(String),
    );
    expect(store.getState().cart.items).toEqual([]);
  });

  it('a courier problem told before the order was placed does not follow the shopper to /order-success', async () => {
    const user = userEvent.setup();
    createOrderMock.mockResolvedValue({
      success: true,
      data: { orderId: 5, number: 'SF-000005', paymentMethod: 'cod', redirectUrl: null },
    });
    renderCheckout();
    await user.click(await placeOrderButton());
    expect(await screen.findAllByText('Please select a delivery courier')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-success'));
    // jsdom runs no CSS animations: end the toast's exit animation by hand.
    const toast = screen.getByText('Please select a delivery courier');
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('Please select a delivery courier')).not.toBeInTheDocument());
  });

  it('card: clears the basket and redirects to the payment page', async () => {
    const user = userEvent.setup();
    const url = 'http://localhost:3000/api/api/payment/gateway/5';
    createOrderMock.mockResolvedValue({
      success: true,
      data: { orderId: 5, number: 'SF-000005', paymentMethod: 'stripe', redirectUrl: url },
    });
    const { store } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Leopards/ }));
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(await placeOrderButton());

    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(url));
    expect(createOrderMock.mock.calls[0][0]).toMatchObject({ paymentMethod: 'stripe', courierPricingId: 12 });
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it.each([
    ['jazzcash', 'JazzCash', 'Pay from your JazzCash mobile account on the next page.'],
    ['easypaisa', 'Easypaisa', 'Pay from your Easypaisa mobile account on the next page.'],
  ] as const)(
    '%s: offered by name, places the order with that wallet and goes to its payment page',
    async (method, label, hint) => {
      const user = userEvent.setup();
      const url = `http://localhost:3000/api/api/payment/wallet/${method}/6?ref=O6TABC`;
      createOrderMock.mockResolvedValue({
        success: true,
        data: { orderId: 6, number: 'SF-000006', paymentMethod: method, redirectUrl: url },
      });
      const { store } = renderCheckout();
      await user.click(await screen.findByRole('radio', { name: /Leopards/ }));
      const payment = within(screen.getByRole('group', { name: 'Payment method' }));
      const wallet = payment.getByRole('radio', { name: label });
      expect(wallet).toBeEnabled();
      expect(wallet).toHaveAccessibleDescription(hint);
      await user.click(wallet);
      expect(wallet).toBeChecked();
      await user.click(await placeOrderButton());

      await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(url));
      expect(createOrderMock.mock.calls[0][0]).toMatchObject({ paymentMethod: method, courierPricingId: 12 });
      expect(store.getState().cart.items).toEqual([]);
    },
  );

  it('an answer without success shows /order-fail', async () => {
    const user = userEvent.setup();
    createOrderMock.mockResolvedValue({ success: false, mess: 'Order could not be placed' } as never);
    const { store } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-fail'));
    expect(store.getState().cart.itemCount).toBe(3);
  });

  it("a failed call shows the server's message and keeps the basket and the form", async () => {
    const user = userEvent.setup();
    createOrderMock.mockRejectedValue(onlyOneLeft());
    const { store } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    // From the keyboard: focus stays on the button through the request and its failure.
    (await placeOrderButton()).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Server Message!!')).toBeInTheDocument();
    expect(screen.getByText('Only 1 left of Dawlance Microwave Oven')).toBeInTheDocument();
    expect(await placeOrderButton()).toHaveAttribute('aria-disabled', 'false');
    expect(await placeOrderButton()).toHaveFocus();
    expect(store.getState().cart.itemCount).toBe(3);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('after a refused order the basket is checked again: a quantity no longer in stock drops to what is left', async () => {
    const user = userEvent.setup();
    createOrderMock.mockRejectedValue(onlyOneLeft());
    const { store } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await waitFor(() => expect(currentProducts).toHaveBeenCalledTimes(1));
    // Someone else bought one meanwhile.
    currentProducts.mockResolvedValueOnce([{ ...microwave, stock: 1 }, lawnSuit] as never);
    await user.click(await placeOrderButton());

    expect(
      await screen.findByText(`Only 1 of ${microwave.name} left in stock: your quantity is now 1.`),
    ).toBeInTheDocument();
    expect(currentProducts).toHaveBeenCalledTimes(2);
    expect(store.getState().cart.items.find((item) => item.id === microwave.id)?.quantity).toBe(1);
  });

  it('shows the button busy and unavailable while the order is being placed', async () => {
    const user = userEvent.setup();
    createOrderMock.mockImplementation(() => new Promise(() => {}));
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());

    const busy = await screen.findByRole('button', { name: 'Placing order…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(createOrderMock).toHaveBeenCalledTimes(1);
  });

  it('an order answered after the shopper left checkout does not bounce a later visit to its result page', async () => {
    const user = userEvent.setup();
    let answer: (value: Awaited<ReturnType<typeof createOrder>>) => void = () => undefined;
    createOrderMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { store, unmount } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrderButton());
    await screen.findByRole('button', { name: 'Placing order…' });

    unmount();
    // The shell's toast area outlives the page.
    render(<ToastHost />);
    // Meanwhile, elsewhere in the shop, one more oven and a new product go into the basket.
    store.dispatch(itemAdded({ item: microwave, quantity: 1 }));
    store.dispatch(
      itemAdded({
        item: { id: 3, name: 'Shan Biryani Masala', imgUrl: '', netPrice: 230, stock: 9, slug: 'shan-biryani' },
      }),
    );
    answer({ success: true, data: { orderId: 9, number: 'SF-000009', paymentMethod: 'cod', redirectUrl: null } });
    // What the order holds leaves the basket; what was added since stays.
    await waitFor(() =>
      expect(store.getState().cart.items.map((item) => [item.id, item.quantity])).toEqual([
        [1, 1],
        [3, 1],
      ]),
    );

    // The order stands: the shopper is told where to find it, wherever they went.
    expect(
      await screen.findByText('Your order SF-000009 has been placed. You can follow it in My Orders.'),
    ).toBeInTheDocument();

    renderWithProviders(<CheckoutPage />, { path: '/checkout', store });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('/order-success');
  });

  it('a card order answered after the shopper left checkout does not take them to the payment page', async () => {
    const user = userEvent.setup();
    let answer: (value: Awaited<ReturnType<typeof createOrder>>) => void = () => undefined;
    createOrderMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { store, unmount } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(await placeOrderButton());
    await screen.findByRole('button', { name: 'Placing order…' });

    unmount();
    render(<ToastHost />);
    answer({
      success: true,
      data: { orderId: 9, number: 'SF-000009', paymentMethod: 'stripe', redirectUrl: 'http://pay.example/9' },
    });
    expect(
      await screen.findByText(
        'Your order SF-000009 has been placed and waits for its payment: you can pay for it in My Orders.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    expect(redirectMock).not.toHaveBeenCalled();
  });

  it('coming Back from the payment page through the back/forward cache shows the form again', async () => {
    const user = userEvent.setup();
    createOrderMock.mockResolvedValue({
      success: true,
      data: { orderId: 5, number: 'SF-000005', paymentMethod: 'stripe', redirectUrl: 'http://pay.example/5' },
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(await placeOrderButton());
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();

    fireEvent(window, Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.queryByText('Taking you to the payment page…')).not.toBeInTheDocument();
  });

  it('an empty basket cannot be checked out', () => {
    renderCheckout({ items: [] });
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the details cannot be loaded: reports it and offers to try again', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(details());
    renderWithProviders(<CheckoutPage />, { path: '/checkout', user: customer, cart: [microwave] });

    expect(await screen.findByText('We could not load your delivery details.')).toBeInTheDocument();
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ayesha Khan');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without a session (standalone host, no shell guard): asks to log in and loads nothing', () => {
    renderWithProviders(<CheckoutPage />, { path: '/checkout', cart: [microwave] });
    expect(screen.getByText('Please log in to check out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
