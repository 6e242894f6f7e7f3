import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
import { Link } from '@storefront/shared/router';
import { selectRecentlyViewed } from '@storefront/shared/recently-viewed';
import { httpError, makeProduct } from '../../../test-utils/fixtures';
import { CommitLog, type Commit } from '../../../test-utils/commit-log';
import { renderWithProviders } from '@storefront/shared/testing';
import { getProductBySlug } from '../api/product-api';
import { ProductPage } from './product-page';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../api/product-api', () => ({
  ...jest.requireActual<typeof import('../api/product-api')>('../api/product-api'),
  getProductBySlug: jest.fn(),
}));
const mockedGet = jest.mocked(getProductBySlug);
// The reviews and related products have tests of their own: here they answer empty.
jest.mock('../api/reviews-api', () => ({
  getReviews: jest.fn(() =>
    Promise.resolve({
      summary: { average: 0, count: 0, distribution: [] },
      reviews: [],
      page: 1,
      totalPages: 0,
      total: 0,
      sort: 'newest',
    }),
  ),
  getRelatedProducts: jest.fn(() => Promise.resolve({ sameCategory: [], alsoBought: [] })),
}));

const open = (slug = 'haier-inverter-ac-1-5-ton') =>
  renderWithProviders(<ProductPage />, { route: `/product/${slug}`, path: '/product/:productId' });

describe('ProductPage', () => {
  beforeEach(() => mockedGet.mockReset());

  it('shows the product with the struck original, the saving and the brand, and records it as viewed', async () => {
    mockedGet.mockResolvedValue(makeProduct());
    const { store } = open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Haier Inverter AC 1.5 Ton' })).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith('haier-inverter-ac-1-5-ton', expect.any(AbortSignal));
    expect(screen.getByText('Rs 100,000').closest('s')).not.toBeNull();
    expect(screen.getByText(/Save Rs 10,000/)).toBeInTheDocument();
    expect(screen.getByText('Haier')).toBeInTheDocument();
    expect(document.title).toBe('Haier Inverter AC 1.5 Ton | Storefront');
    expect(selectRecentlyViewed(store.getState())[0]).toMatchObject({
      id: 'haier-inverter-ac-1-5-ton',
      name: 'Haier Inverter AC 1.5 Ton',
      price: 90000,
      image: '/api/api/media/products/haier-inverter-ac-1-5-ton.svg',
    });
  });

  it('limits the quantity to 1..stock with minus disabled at 1 and plus at the stock', async () => {
    mockedGet.mockResolvedValue(makeProduct({ stock: 3 }));
    open();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(input).toHaveValue(3);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    // Typed values are clamped, fractions floored, nonsense reverted.
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(3);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    fireEvent.change(input, { target: { value: '2.7' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(2);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(2);
  });

  it('adds the chosen quantity and says so in the success popup', async () => {
    mockedGet.mockResolvedValue(makeProduct({ stock: 5 }));
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Basket' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Success!' })).getByText(
        'Added 2 Haier Inverter AC 1.5 Ton to your basket',
      ),
    ).toBeInTheDocument();
    expect(selectCartItems(store.getState())[0]).toMatchObject({ id: 11, quantity: 2 });
  });

  it('Buy Now adds and then goes to /checkout', async () => {
    mockedGet.mockResolvedValue(makeProduct());
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it.each([0, -2])('disables both buttons and says Out of stock when stock is %p', async (stock) => {
    mockedGet.mockResolvedValue(makeProduct({ stock }));
    open();
    expect(await screen.findByRole('button', { name: 'Add to Basket' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the Product Not Found screen for an unknown slug', async () => {
    mockedGet.mockRejectedValue(httpError(404, 'Product not found'));
    open('no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeInTheDocument();
    expect(screen.queryByText('Server Message!!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    [400, 'slug is required'],
    [414, 'A part of the address is too long'],
  ])('treats a slug the API refuses (%p) as not found: no notice, no retry', async (status, mess) => {
    mockedGet.mockRejectedValue(httpError(status, mess));
    open('%20');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back Home' })).toBeInTheDocument();
    expect(screen.queryByText('Server Message!!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Product Not Found | Storefront');
  });

  it('reports other failures with the server message and can retry', async () => {
    mockedGet.mockRejectedValueOnce(httpError(500, 'Database unavailable')).mockResolvedValueOnce(makeProduct());
    open();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Server Message!!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haier Inverter AC 1.5 Ton' })).toBeInTheDocument();
  });

  it('switches photos with the thumbnails and the keyboard', async () => {
    mockedGet.mockResolvedValue(makeProduct());
    open();
    const thumbs = await screen.findAllByRole('button', { name: /Show photo/ });
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    thumbs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[1]).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Haier Inverter AC 1.5 Ton, photo 2 of 2' })).toBeInTheDocument();
  });

  it('skips photo entries without an address rather than failing the page', async () => {
    const product = makeProduct();
    mockedGet.mockResolvedValue({
      ...product,
      productPhotos: [null, {}, { imgUrl: 42 }, ...product.productPhotos],
    } as never);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Haier Inverter AC 1.5 Ton' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Show photo/ })).toHaveLength(2);
  });

  it('shows Overview and sanitised Specifications as tabs', async () => {
    mockedGet.mockResolvedValue(makeProduct({ desc: '<p>Capacity 1.5 ton</p><img src=x onerror="window.hacked=1">' }));
    open();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Cools a 200 sq ft room');
    await flushAnswers(() => {
      overview.focus();
    });
    await userEvent.keyboard('{ArrowRight}');
    const panel = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(panel).toHaveTextContent('Capacity 1.5 ton');
    expect(panel.innerHTML).not.toContain('onerror');
  });

  describe('moving to another product', () => {
    const openWithLink = (commits: Commit[]) =>
      renderWithProviders(
        <>
          <ProductPage />
          <Link to="/product/dawlance-fridge">Next product</Link>
          <CommitLog commits={commits} />
        </>,
        { route: '/product/haier-inverter-ac-1-5-ton', path: '/product/:productId' },
      );
    const dawlance = makeProduct({ id: 12, slug: 'dawlance-fridge', name: 'Dawlance Fridge' });

    it('never shows the previous product under the new address, only the loading view until it arrives', async () => {
      mockedGet.mockImplementation((slug) => Promise.resolve(slug === 'dawlance-fridge' ? dawlance : makeProduct()));
      const commits: Commit[] = [];
      openWithLink(commits);
      await screen.findByRole('heading', { level: 1, name: 'Haier Inverter AC 1.5 Ton' });
      await userEvent.click(screen.getByRole('link', { name: 'Next product' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dawlance Fridge' })).toBeInTheDocument();
      const underNew = commits.filter((c) => c.pathname === '/product/dawlance-fridge');
      expect(underNew[0].text).toContain('Loading product…');
      expect(underNew.filter((c) => c.text.includes('Haier Inverter AC 1.5 Ton'))).toEqual([]);
    });

    it("never shows the previous slug's Product Not Found screen under the new address", async () => {
      mockedGet.mockImplementation((slug) =>
        slug === 'dawlance-fridge' ? Promise.resolve(dawlance) : Promise.reject(httpError(404, 'Product not found')),
      );
      const commits: Commit[] = [];
      openWithLink(commits);
      await screen.findByRole('heading', { name: 'Product Not Found' });
      await userEvent.click(screen.getByRole('link', { name: 'Next product' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dawlance Fridge' })).toBeInTheDocument();
      const underNew = commits.filter((c) => c.pathname === '/product/dawlance-fridge');
      expect(underNew.filter((c) => c.text.includes('Product Not Found'))).toEqual([]);
      expect(document.title).toBe('Dawlance Fridge | Storefront');
    });
  });
});
