import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from '@storefront/shared/format';
import userEvent from '@testing-library/user-event';
import { catalogueAsSaved, lawnSuit, microwave } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { fetchCurrentProducts } from '../../../lib/products-api';
import BasketPage from './basket-page';

jest.mock('../../../lib/products-api');
// No card order waits for payment here (waiting-card-order.test.tsx).
jest.mock('../../../lib/waiting-card-order', () => ({ findWaitingCardOrder: () => Promise.resolve(null) }));
const currentProducts = jest.mocked(fetchCurrentProducts);
beforeEach(() => currentProducts.mockReset().mockImplementation(catalogueAsSaved));

const renderBasket = (items = [microwave, lawnSuit]) =>
  renderWithProviders(<BasketPage />, { path: '/basket', cart: items });

const summary = () => within(screen.getByRole('complementary', { name: 'Order Summary' }));
/** The value (dd) next to a term (dt) of the order summary. */
const summaryValue = (term: string) =>
  summary()
    .getAllByRole('term')
    .find((dt) => dt.textContent?.startsWith(term))?.nextElementSibling?.textContent;
/** The page's own live region (removals, quantities): first in the page, before the basket check's and the steppers' (in rows). */
const removalStatus = () => screen.getAllByRole('status')[0];
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('BasketPage', () => {
  it('shows the empty state with a way back to the shop', () => {
    renderBasket([]);
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your basket yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.title).toBe('Basket | Storefront');
  });

  it('lists every line in a captioned table with prices, quantities and line totals', () => {
    renderBasket();
    const table = screen.getByRole('table', { name: 'Items in your basket' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Product', 'Price', 'Quantity', 'Total', 'Remove']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const row = within(rowOf(microwave.name));
    expect(row.getByRole('link', { name: microwave.name })).toHaveAttribute('href', '/product/dawlance-microwave-oven');
    // The photo is decorative (its name is beside it), so it has an empty alt.
    expect(row.getByRole('presentation')).toHaveAttribute('src', microwave.imgUrl);
    expect(row.getByText('Rs 25,000')).toBeInTheDocument();
    expect(row.getByRole('spinbutton', { name: `Quantity of ${microwave.name}` })).toHaveValue(2);
    expect(row.getByText('Rs 50,000')).toBeInTheDocument();
  });

  it('sums the order summary and leaves shipping to checkout', () => {
    renderBasket();
    expect(summaryValue('Subtotal')).toBe('Rs 54,500');
    expect(summaryValue('Shipping')).toBe('Calculated at Checkout');
    expect(summaryValue('Total')).toBe('Rs 54,500');
    expect(summary().getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(summary().getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('counts the items of the subtotal with digit grouping', () => {
    renderBasket([
      { ...microwave, quantity: 1200, stock: 5000 },
      { ...lawnSuit, quantity: 1, stock: 5 },
    ]);
    expect(summary().getAllByRole('term')[0]).toHaveTextContent('Subtotal (1,201 items)');
  });

  it('disables minus at 1 and plus when the stock has no more', async () => {
    const user = userEvent.setup();
    renderBasket();
    const suit = within(rowOf(lawnSuit.name));
    expect(suit.getByRole('button', { name: `Decrease quantity of ${lawnSuit.name}` })).toBeDisabled();
    expect(suit.getByRole('button', { name: `Increase quantity of ${lawnSuit.name}` })).toBeDisabled();

    const oven = within(rowOf(microwave.name));
    const plus = oven.getByRole('button', { name: `Increase quantity of ${microwave.name}` });
    const minus = oven.getByRole('button', { name: `Decrease quantity of ${microwave.name}` });
    expect(plus).toBeEnabled();
    await user.click(plus);
    expect(oven.getByRole('spinbutton')).toHaveValue(3);
    expect(plus).toBeDisabled();
    expect(summaryValue('Subtotal')).toBe('Rs 79,500');

    await user.click(minus);
    await user.click(minus);
    expect(oven.getByRole('spinbutton')).toHaveValue(1);
    expect(minus).toBeDisabled();
    expect(summaryValue('Total')).toBe('Rs 29,500');
  });

  it('removes a line by its named button and shows the empty state after the last one', async () => {
    const user = userEvent.setup();
    const { store } = renderBasket();
    await user.click(screen.getByRole('button', { name: `Remove ${lawnSuit.name} from basket` }));
    expect(screen.queryByRole('rowheader', { name: new RegExp(lawnSuit.name) })).not.toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('Rs 50,000');
    expect(store.getState().cart.itemCount).toBe(2);

    await user.click(screen.getByRole('button', { name: `Remove ${microwave.name} from basket` }));
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
  });

  it('after Remove, focus moves to the next line and the removal is announced', async () => {
    const user = userEvent.setup();
    renderBasket();
    await user.click(screen.getByRole('button', { name: `Remove ${microwave.name} from basket` }));
    expect(screen.getByRole('button', { name: `Remove ${lawnSuit.name} from basket` })).toHaveFocus();
    expect(removalStatus()).toHaveTextContent(`${microwave.name} removed from your basket`);
  });

  it('after removing the last line of the table, focus moves to the line before it', async () => {
    const user = userEvent.setup();
    renderBasket();
    await user.click(screen.getByRole('button', { name: `Remove ${lawnSuit.name} from basket` }));
    expect(screen.getByRole('button', { name: `Remove ${microwave.name} from basket` })).toHaveFocus();
    expect(removalStatus()).toHaveTextContent(`${lawnSuit.name} removed from your basket`);
  });

  it('after removing the only line, focus moves to the empty-state heading and the same region announces it', async () => {
    const user = userEvent.setup();
    renderBasket([microwave]);
    const region = removalStatus();
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: `Remove ${microwave.name} from basket` }));
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toHaveFocus();
    // The very element that was in the page before, so screen readers notice the change.
    expect(removalStatus()).toBe(region);
    expect(region).toHaveTextContent(`${microwave.name} removed from your basket`);
  });

  it('announces the new quantity and subtotal politely after + and −', async () => {
    const user = userEvent.setup();
    renderBasket();
    const row = within(rowOf(microwave.name));
    await user.click(row.getByRole('button', { name: `Increase quantity of ${microwave.name}` }));
    expect(removalStatus()).toHaveTextContent(
      `${microwave.name}: quantity 3. Subtotal ${formatPrice(3 * 25000 + 4500)}`,
    );
    await user.click(row.getByRole('button', { name: `Decrease quantity of ${microwave.name}` }));
    expect(removalStatus()).toHaveTextContent(
      `${microwave.name}: quantity 2. Subtotal ${formatPrice(2 * 25000 + 4500)}`,
    );
  });

  it('keeps keyboard focus on the stepper when a button reaches its limit', async () => {
    const user = userEvent.setup();
    renderBasket();
    const oven = within(rowOf(microwave.name));
    const plus = oven.getByRole('button', { name: `Increase quantity of ${microwave.name}` });
    const minus = oven.getByRole('button', { name: `Decrease quantity of ${microwave.name}` });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(plus).toBeDisabled();
    expect(minus).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(minus).toBeDisabled();
    expect(plus).toHaveFocus();
  });

  it('clamps a typed quantity to the stock and says so', async () => {
    const user = userEvent.setup();
    const { store } = renderBasket();
    const input = screen.getByRole('spinbutton', { name: `Quantity of ${microwave.name}` });
    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    expect(input).toHaveValue(3);
    expect(within(rowOf(microwave.name)).getByRole('status')).toHaveTextContent('Only 3 in stock.');
    expect(input).toHaveAccessibleDescription('Only 3 in stock.');
    expect(store.getState().cart.items.find((i) => i.id === microwave.id)?.quantity).toBe(3);
  });

  it('raises a typed zero to 1 on Enter', async () => {
    const user = userEvent.setup();
    const { store } = renderBasket();
    const input = screen.getByRole('spinbutton', { name: `Quantity of ${microwave.name}` });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(input).toHaveValue(1);
    expect(within(rowOf(microwave.name)).getByRole('status')).toHaveTextContent('Quantity must be at least 1.');
    expect(store.getState().cart.items.find((i) => i.id === microwave.id)?.quantity).toBe(1);
  });

  it('keeps the quantity when the box is left empty', async () => {
    const user = userEvent.setup();
    const { store } = renderBasket();
    const input = screen.getByRole('spinbutton', { name: `Quantity of ${microwave.name}` });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(2);
    expect(within(rowOf(microwave.name)).getByRole('status')).toHaveTextContent('Enter a number from 1 to 3.');
    expect(store.getState().cart.itemCount).toBe(3);
  });

  it('checks the saved basket against the products as they are now and says what changed', async () => {
    currentProducts.mockResolvedValueOnce([{ ...microwave, stock: 1, netPrice: 24000 }] as never);
    const { store } = renderBasket();
    expect(await screen.findByText('Your basket was updated')).toBeInTheDocument();
    expect(currentProducts).toHaveBeenCalledWith([microwave.id, lawnSuit.id], expect.any(AbortSignal));
    const box = screen.getByText('Your basket was updated').parentElement as HTMLElement;
    // (Each price is kept on one line with a no-break space.)
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      `Only 1 of ${microwave.name} left in stock: your quantity is now 1.`,
      `The price of ${microwave.name} changed from Rs 25,000 to Rs 24,000.`,
      `${lawnSuit.name} is no longer available and was removed from your basket.`,
    ]);
    expect(screen.queryByRole('rowheader', { name: new RegExp(lawnSuit.name) })).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('Rs 24,000');
    expect(store.getState().cart).toMatchObject({ itemCount: 1, total: 24000 });
  });

  it('says why the basket is empty when every product in it sold out', async () => {
    currentProducts.mockResolvedValueOnce([{ ...microwave, stock: 0 }] as never);
    renderBasket([microwave]);
    expect(
      await screen.findByText(`${microwave.name} is sold out and was removed from your basket.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    // Read out by the page's live region, there before the check: one that appears with its text often is not.
    expect(removalStatus()).toHaveTextContent(
      `Your basket was updated. ${microwave.name} is sold out and was removed from your basket.`,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('keeps the basket as saved, and says nothing, when the check fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    currentProducts.mockRejectedValueOnce(new Error('Network Error'));
    const { store } = renderBasket();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Your basket was updated')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(2);
    warn.mockRestore();
  });
});
