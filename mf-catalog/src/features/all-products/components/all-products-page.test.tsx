import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@storefront/shared/api';
import { selectCartItems } from '@storefront/shared/cart';
import { makeProduct } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { AllProductsPage } from './all-products-page';

const get = jest.spyOn(api, 'get');
const ok = (data: unknown) => ({ data: { success: true, data } });
const open = (slug: string) =>
  renderWithProviders(<AllProductsPage />, { route: `/products/${slug}`, path: '/products/:categoryName' });

describe('AllProductsPage', () => {
  beforeEach(() => get.mockReset());

  it('loads every Fresh Pick (no limit) with a count and a grid', async () => {
    get.mockResolvedValue(ok([makeProduct(), makeProduct({ id: 2, slug: 'b', name: 'Second' })]));
    open('fresh-picks');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Picks' })).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/product/getRecentProducts',
      expect.not.objectContaining({ params: expect.anything() as unknown }),
    );
    expect(screen.getByRole('list', { name: 'Fresh Picks products' })).toBeInTheDocument();
    expect(document.title).toBe('Fresh Picks | Storefront');
  });

  it('loads discounted products for flash-deals', async () => {
    get.mockResolvedValue(ok([makeProduct()]));
    open('flash-deals');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(get.mock.calls[0][0]).toBe('/product/getDiscountedProducts');
  });

  it("confirms Add to Cart with the 'Success!' popup, whose View Cart goes to /basket", async () => {
    get.mockResolvedValue(ok([makeProduct()]));
    const { store } = open('flash-deals');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Haier Inverter AC 1.5 Ton' }));
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Added 1 Haier Inverter AC 1.5 Ton to your basket');
    expect(screen.queryByText('Haier Inverter AC 1.5 Ton has been added to your cart')).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('link', { name: 'View Cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/basket');
  });

  it('moves a list named in capitals to its lower-case address, loading it once', async () => {
    get.mockResolvedValue(ok([makeProduct()]));
    renderWithProviders(<AllProductsPage />, {
      route: '/products/Fresh-Picks?ref=home',
      path: '/products/:categoryName',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products/fresh-picks?ref=home'));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Picks' })).toBeInTheDocument();
    expect(screen.queryByText(/There is no product list/)).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('finds a list whose address ends in a stray space and moves to its own address', async () => {
    get.mockResolvedValue(ok([makeProduct()]));
    open('fresh-picks%20');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/fresh-picks$/));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Picks' })).toBeInTheDocument();
    expect(screen.queryByText(/There is no product list/)).not.toBeInTheDocument();
  });

  it('names an unknown list without the stray space in its address', async () => {
    open('summer-sale%20');
    expect(
      await screen.findByText('There is no product list called “Summer Sale”. Try Fresh Picks or Flash Deals.'),
    ).toBeInTheDocument();
  });

  it('shows the title, a count of 0 and a clear empty state for any other slug without calling the API', async () => {
    open('summer-sale');
    // Nothing to wait for: no loading view first.
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Summer Sale' })).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No products here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh Picks' })).toHaveAttribute('href', '/products/fresh-picks');
    expect(document.title).toBe('Summer Sale | Storefront');
    expect(get).not.toHaveBeenCalled();
  });

  it('counts 0 for a real list that is empty right now', async () => {
    get.mockResolvedValue(ok([]));
    open('flash-deals');
    expect(await screen.findByText('0 products')).toBeInTheDocument();
    expect(screen.getByText('No products here right now. Check back soon.')).toBeInTheDocument();
  });

  it('reports a failure with the server message and retries', async () => {
    get
      .mockRejectedValueOnce(
        Object.assign(new Error('boom'), { isAxiosError: true, response: { data: { mess: 'Service busy' } } }),
      )
      .mockResolvedValueOnce(ok([makeProduct()]));
    open('fresh-picks');
    expect(await screen.findByText('Service busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });
});
