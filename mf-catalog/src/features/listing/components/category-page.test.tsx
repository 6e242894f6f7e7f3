import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
import { WIDE_SCREEN_QUERY } from '@storefront/shared/config';
import { Link } from '@storefront/shared/router';
import { CommitLog, type Commit } from '../../../test-utils/commit-log';
import { httpError, makeListing, makeProduct } from '../../../test-utils/fixtures';
import { preferReducedMotion, renderWithProviders } from '@storefront/shared/testing';
import { fetchListing } from '../api/listing-api';
import { CategoryPage } from './category-page';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../api/listing-api');
const mockedFetch = jest.mocked(fetchListing);

const ROUTE = '/category/:cat/:sub?/:child?';
const location = () => screen.getByTestId('location').textContent;
const lastCall = () => mockedFetch.mock.calls[mockedFetch.mock.calls.length - 1];

async function renderListing(route: string) {
  const view = renderWithProviders(<CategoryPage />, { route, path: ROUTE });
  await screen.findByRole('list', { name: /products$/ });
  return view;
}

describe('CategoryPage', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    // Answers with the page asked for, as the API does.
    mockedFetch.mockImplementation((_target, params) =>
      Promise.resolve(makeListing({ page: Number(params.page ?? 1) })),
    );
  });

  it('calls the API of the level with the query from the URL', async () => {
    await renderListing(
      '/category/electronics/cooling-and-heating?page=2&brand=haier&onSale=true&orderBy=priceAsc&minPrice=x',
    );
    expect(lastCall()[0]).toEqual({ cat: 'electronics', sub: 'cooling-and-heating', child: undefined });
    expect(lastCall()[1]).toEqual({
      limit: 21,
      page: 2,
      brand: 'haier',
      onSale: 'true',
      orderBy: 'priceAsc',
      minPrice: 0,
    });
    // The fallen-back price is still sent, so it has its chip (and Clear All) like any other filter.
    expect(await screen.findByRole('button', { name: 'Remove filter On Sale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Rs 0 - Any' })).toBeInTheDocument();
  });

  it.each(['minPrice=0', 'minPrice=abc', 'maxPrice=0'])(
    'offers a chip and Clear All for ?%s, which the API is sent',
    async (search) => {
      await renderListing(`/category/electronics?${search}`);
      expect(screen.getByRole('button', { name: 'Remove filter Rs 0 - Any' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(location()).toBe('/category/electronics');
    },
  );

  it('shows the breadcrumb, the sub-category name and child links', async () => {
    await renderListing('/category/electronics/cooling-and-heating');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');
    expect(crumbs.getByText('Cooling and Heating')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Cooling and Heating' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Air Conditioners' })).toHaveAttribute(
      'href',
      '/category/electronics/cooling-and-heating/air-conditioners',
    );
    expect(document.title).toBe('Cooling and Heating | Storefront');
  });

  it('toggling a brand writes it to the URL and resets the page', async () => {
    await renderListing('/category/electronics/cooling-and-heating?page=3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Haier' }));
    expect(location()).toBe('/category/electronics/cooling-and-heating?brand=haier');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dawlance' }));
    expect(location()).toBe('/category/electronics/cooling-and-heating?brand=haier%2Cdawlance');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Haier' }));
    expect(location()).toBe('/category/electronics/cooling-and-heating?brand=dawlance');
    await waitFor(() => expect(lastCall()[1]).toEqual({ limit: 21, brand: 'dawlance', orderBy: 'latest' }));
  });

  it('sort and On Sale reset the page; the sort has the four spec options and the rating', async () => {
    await renderListing('/category/electronics?page=2');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['Price: Low to High', 'priceAsc'],
      ['Price: High to Low', 'priceDesc'],
      ['Oldest First', 'createdAtAsc'],
      ['Newest First', 'createdAtDesc'],
      ['Customer Rating', 'ratingDesc'],
    ]);
    // The default order (latest) is newest first, and says so.
    expect(sort).toHaveDisplayValue('Newest First');
    await userEvent.selectOptions(sort, 'priceDesc');
    expect(location()).toBe('/category/electronics?orderBy=priceDesc');
    await userEvent.click(screen.getByRole('checkbox', { name: 'On Sale' }));
    expect(location()).toBe('/category/electronics?onSale=true&orderBy=priceDesc');
    // Newest first can be chosen again, without Clear All.
    await userEvent.selectOptions(sort, 'createdAtDesc');
    expect(location()).toBe('/category/electronics?onSale=true&orderBy=createdAtDesc');
    expect(sort).toHaveDisplayValue('Newest First');
  });

  it("'In stock only' filters by the URL like On Sale: sent to the API, a chip, back to page 1", async () => {
    await renderListing('/category/electronics?page=3&orderBy=priceAsc');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(location()).toBe('/category/electronics?inStock=true&orderBy=priceAsc');
    await waitFor(() => expect(lastCall()[1]).toEqual({ limit: 21, inStock: 'true', orderBy: 'priceAsc' }));
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter In Stock Only' }));
    expect(location()).toBe('/category/electronics?orderBy=priceAsc');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });

  it('filters by rating with a radio group of star thresholds, by keyboard too; Any rating and the chip clear it', async () => {
    await renderListing('/category/electronics?page=3');
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: 'Any rating' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars & up' }));
    expect(location()).toBe('/category/electronics?minRating=4');
    await waitFor(() => expect(lastCall()[1]).toEqual({ limit: 21, minRating: 4, orderBy: 'latest' }));
    // The arrow keys move along the group, as in any radio group: 4 → 3 stars & up.
    await userEvent.keyboard('{ArrowDown}');
    expect(location()).toBe('/category/electronics?minRating=3');
    expect(within(group).getByRole('radio', { name: '3 stars & up' })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter 3 stars & up' }));
    expect(location()).toBe('/category/electronics');
    expect(within(group).getByRole('radio', { name: 'Any rating' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '1 star & up' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Any rating' }));
    expect(location()).toBe('/category/electronics');
  });

  it.each(['minRating=5', 'minRating=2.5', 'minRating=abc'])(
    'reads ?%s as any rating: not sent, no chip',
    async (search) => {
      await renderListing(`/category/electronics?${search}`);
      expect(lastCall()[1]).toEqual({ limit: 21, orderBy: 'latest' });
      expect(screen.getByRole('radio', { name: 'Any rating' })).toBeChecked();
      expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    },
  );

  it('applies the price range with the Filter button', async () => {
    await renderListing('/category/electronics?page=4');
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '90000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location()).toBe('/category/electronics?minPrice=5000&maxPrice=90000');
  });

  it.each([
    ['without moving the slider', '?page=4&brand=haier', '?brand=haier'],
    // A set range dragged back out to both ends goes too (page back to 1 as for any filter change).
    ['with both thumbs dragged to the ends', '?page=2&minPrice=5000&maxPrice=90000', ''],
  ])(
    'Filter over the whole range (0 to the highest price) %s removes the price filter instead of adding one',
    async (_how, search, expected) => {
      await renderListing(`/category/electronics${search}`);
      fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '0' } });
      fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '200000' } });
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      expect(location()).toBe(`/category/electronics${expected}`);
      expect(screen.queryByRole('button', { name: /^Remove filter Rs/ })).not.toBeInTheDocument();
    },
  );

  it('keeps the lower thumb below the upper one', async () => {
    await renderListing('/category/electronics?maxPrice=9000');
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '9500' } });
    expect(screen.getByLabelText('Minimum price')).toHaveValue('8999');
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '100' } });
    expect(screen.getByLabelText('Maximum price')).toHaveValue('9000');
  });

  it('reads a swapped price range the way round the API does, in the chip and the slider', async () => {
    await renderListing('/category/electronics?minPrice=5000&maxPrice=100');
    expect(lastCall()[1]).toMatchObject({ minPrice: 100, maxPrice: 5000 });
    expect(screen.getByText('Rs 100 - Rs 5,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toHaveValue('100');
    expect(screen.getByLabelText('Maximum price')).toHaveValue('5000');
  });

  it("shows in the price chip the range the API filters by, while the slider stays within the listing's highest price", async () => {
    await renderListing('/category/electronics?minPrice=1000&maxPrice=1000000000');
    expect(screen.getByText('Rs 1,000 - Rs 1,000,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum price')).toHaveValue('200000');
  });

  it('shows a minimum above the highest price as it is in the URL, not clamped to the slider', async () => {
    mockedFetch.mockResolvedValue(makeListing({ maxPrice: 3000 }));
    await renderListing('/category/electronics?minPrice=5000');
    expect(lastCall()[1]).toMatchObject({ minPrice: 5000 });
    expect(screen.getByRole('button', { name: 'Remove filter Rs 5,000 - Any' })).toBeInTheDocument();
    expect(screen.queryByText('Rs 2,999 - Rs 3,000')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toHaveValue('2999');
  });

  it('reads brand slugs in any case as the API does: the box is ticked and unticking removes it', async () => {
    await renderListing('/category/electronics?brand=%20Haier,haier,DAWLANCE');
    expect(lastCall()[1]).toMatchObject({ brand: 'haier,dawlance' });
    const haier = screen.getByRole('checkbox', { name: 'Haier' });
    expect(haier).toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Remove filter Haier' })).toHaveLength(1);
    await userEvent.click(haier);
    expect(location()).toBe('/category/electronics?brand=dawlance');
  });

  it('raises the lower thumb over the upper one once it is in the upper half, so it can be dragged back', async () => {
    await renderListing('/category/electronics?minPrice=200000');
    const lower = screen.getByLabelText('Minimum price');
    expect(lower).toHaveValue('199999');
    expect(lower).toHaveClass('onTop');
    fireEvent.change(lower, { target: { value: '1000' } });
    expect(lower).not.toHaveClass('onTop');
  });

  it('shows a chip per filter; each removes its filter and Clear All removes every parameter', async () => {
    await renderListing(
      '/category/electronics?brand=haier,dawlance&minPrice=1000&maxPrice=50000&onSale=true&orderBy=priceAsc&page=2',
    );
    expect(screen.getByText('Rs 1,000 - Rs 50,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Haier' }));
    expect(location()).toBe(
      '/category/electronics?brand=dawlance&minPrice=1000&maxPrice=50000&onSale=true&orderBy=priceAsc',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Rs 1,000 - Rs 50,000' }));
    expect(location()).toBe('/category/electronics?brand=dawlance&onSale=true&orderBy=priceAsc');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter On Sale' }));
    expect(location()).toBe('/category/electronics?brand=dawlance&orderBy=priceAsc');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(location()).toBe('/category/electronics');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('paginates with Previous and Next disabled at the ends and a button per page', async () => {
    await renderListing('/category/electronics');
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link', { name: /^Page / })).toHaveLength(3);
    await userEvent.click(nav.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/category/electronics?page=2');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' }),
    );
    expect(location()).toBe('/category/electronics?page=3');
    const last = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(last.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(last.getByRole('link', { name: 'Previous' })).toBeVisible();
  });

  it("adds to the basket and says 'Added {quantity} {name} to your basket'", async () => {
    const { store } = await renderListing('/category/electronics');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Dawlance Fridge' }));
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Added 1 Dawlance Fridge to your basket');
    expect(selectCartItems(store.getState())).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the pagination for a single page too: Previous and Next disabled, page 1 current', async () => {
    mockedFetch.mockResolvedValue(makeListing({ totalPages: 1, total: 2 }));
    await renderListing('/category/electronics');
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getAllByRole('link', { name: /^Page / })).toHaveLength(1);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an empty state with Clear All when filters match nothing', async () => {
    mockedFetch.mockResolvedValue(makeListing({ products: [], total: 0, totalPages: 0 }));
    renderWithProviders(<CategoryPage />, { route: '/category/electronics?onSale=true', path: ROUTE });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers page 1 when the URL asks for a page past the end', async () => {
    mockedFetch.mockResolvedValue(makeListing({ products: [], total: 45, totalPages: 3, page: 9 }));
    renderWithProviders(<CategoryPage />, { route: '/category/electronics?page=9&brand=haier', path: ROUTE });
    expect(await screen.findByText('There is no page 9 here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(location()).toBe('/category/electronics?brand=haier');
  });

  it('highlights the page the API answered with, not the one the URL asked for', async () => {
    // The API reads a page it cannot use as page 1 and sends page 1's products.
    mockedFetch.mockResolvedValue(makeListing({ page: 1, totalPages: 5 }));
    await renderListing('/category/electronics?page=7');
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('treats an address too big to be a page as page 1', async () => {
    await renderListing('/category/electronics?page=99999999999999999999');
    expect(lastCall()[1]).toEqual({ limit: 21, orderBy: 'latest' });
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the loading view, then the server message on failure, and ends loading', async () => {
    let reject: (e: unknown) => void = () => {};
    mockedFetch.mockImplementationOnce(
      () =>
        new Promise((_r, rej) => {
          reject = rej;
        }),
    );
    renderWithProviders(<CategoryPage />, { route: '/category/electronics', path: ROUTE });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    await flushAnswers(() => {
      reject(
        Object.assign(new Error('Request failed'), {
          isAxiosError: true,
          response: { data: { success: false, mess: 'Category not found' } },
        }),
      );
    });
    expect(await screen.findByText('Server Message!!')).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    expect(screen.queryByText('Loading products…', { selector: '[role=status] *' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: /products$/ })).toBeInTheDocument();
  });

  it("while a category's first answer comes, shows placeholders, not guesses, for its name, brands and price range", async () => {
    let answer: (listing: ReturnType<typeof makeListing>) => void = () => {};
    mockedFetch.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderWithProviders(<CategoryPage />, { route: '/category/electronics/tv-and-video', path: ROUTE });
    // Assistive tech hears the name from the address; the eye sees a placeholder.
    const heading = screen.getByRole('heading', { level: 1, name: 'Tv And Video' });
    expect(within(heading).getByText('Tv And Video')).toHaveClass('visually-hidden');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByText('Tv And Video')).toHaveClass('visually-hidden');
    expect(crumbs.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('filters-placeholder')).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum price')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'On Sale' })).toBeInTheDocument();

    await flushAnswers(() => answer(makeListing({ subCategory: { name: 'TV & Video', slug: 'tv-and-video' } })));
    expect(screen.getByRole('heading', { level: 1, name: 'TV & Video' })).toBeInTheDocument();
    expect(crumbs.getByText('TV & Video')).not.toHaveClass('visually-hidden');
    expect(screen.queryByTestId('filters-placeholder')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Haier' })).toBeInTheDocument();

    // A filter change keeps this category's name and filters while the new page loads.
    mockedFetch.mockImplementationOnce(() => new Promise(() => {}));
    await userEvent.click(screen.getByRole('checkbox', { name: 'On Sale' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.getByRole('heading', { level: 1, name: 'TV & Video' })).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toBeInTheDocument();
  });

  it('offers no filters for a listing that failed to load, but keeps the breadcrumb and the retry', async () => {
    mockedFetch.mockRejectedValueOnce(httpError(500, 'Internal Server Error'));
    renderWithProviders(<CategoryPage />, { route: '/category/electronics/tv-and-video?brand=sony', path: ROUTE });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tv And Video' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum price')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'On Sale' })).not.toBeInTheDocument();
    // The chip still lets the shopper drop the filter the URL asked for.
    expect(screen.getByRole('button', { name: 'Remove filter Sony' })).toBeInTheDocument();
    // The retry answers for this very listing: an answer naming another sub-category would move the
    // page to that one's address and load again.
    mockedFetch.mockResolvedValueOnce(makeListing({ subCategory: { name: 'TV and Video', slug: 'tv-and-video' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'TV and Video products' })).toBeInTheDocument();
    expect(location()).toBe('/category/electronics/tv-and-video?brand=sony');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toBeInTheDocument();
  });

  it("moves a path in capitals to the listing's own address, keeping the query", async () => {
    await renderListing('/category/Electronics/Cooling-and-Heating?brand=haier');
    await waitFor(() => expect(location()).toBe('/category/electronics/cooling-and-heating?brand=haier'));
  });

  it('following a sidebar link lands on that listing, not back on the previous one', async () => {
    await renderListing('/category/electronics');
    mockedFetch.mockResolvedValueOnce(
      makeListing({ subCategory: { name: 'Air Conditioners', slug: 'air-conditioners' } }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Air Conditioners' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Air Conditioners' })).toBeInTheDocument();
    expect(location()).toBe('/category/electronics/air-conditioners');
  });

  it('an unknown category (404) gets a not-found page with the way home, not a retry or a server notice', async () => {
    mockedFetch.mockRejectedValueOnce(
      Object.assign(new Error('Request failed with status code 404'), {
        isAxiosError: true,
        response: { status: 404, data: { success: false, mess: 'Category "nope" not found' } },
      }),
    );
    renderWithProviders(<CategoryPage />, { route: '/category/nope', path: ROUTE });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Category Not Found' });
    expect(heading).toHaveFocus();
    expect(screen.getByText("We couldn't find the category you're looking for.")).toBeInTheDocument();
    expect(screen.queryByText('Server Message!!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(document.title).toBe('Category Not Found | Storefront');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(location()).toBe('/');
  });

  it.each([
    [400, 'slug is required'],
    [414, 'A part of the address is too long'],
  ])(
    'a category slug the API refuses (%p) gets the not-found page, not a retry or a server notice',
    async (status, mess) => {
      mockedFetch.mockRejectedValueOnce(httpError(status, mess));
      renderWithProviders(<CategoryPage />, { route: `/category/${'x'.repeat(300)}`, path: ROUTE });
      expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
      expect(screen.queryByText('Server Message!!')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('a path with a broken escape stays at its address and gets the not-found page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockedFetch.mockRejectedValue(httpError(404, 'Category not found'));
    renderWithProviders(<CategoryPage />, { route: '/category/%E0%A4', path: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(location()).toBe('/category/%E0%A4');
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps a very long chip whole for assistive tech and in its title', async () => {
    const slug = 'x'.repeat(170);
    await renderListing(`/category/electronics?brand=${slug}`);
    const name = `X${'x'.repeat(169)}`;
    expect(screen.getByText(name)).toHaveAttribute('title', name);
    expect(screen.getByRole('button', { name: `Remove filter ${name}` })).toBeInTheDocument();
  });

  it('a path in capitals moves to its lower-case address before asking the API, so it asks once', async () => {
    await renderListing('/category/Electronics/Cooling-and-Heating/?brand=haier');
    expect(location()).toBe('/category/electronics/cooling-and-heating?brand=haier');
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    expect(lastCall()[0]).toEqual({ cat: 'electronics', sub: 'cooling-and-heating', child: undefined });
  });

  describe('bringing the results into view after a change', () => {
    let resultsTop = 0;
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      resultsTop = 0;
      scrollIntoView.mockReset();
      Element.prototype.scrollIntoView = scrollIntoView;
      // jsdom has no layout: the results region reports resultsTop, everything else 0.
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return { top: this.matches('section') ? resultsTop : 0 } as DOMRect;
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('scrolls the results back into view when they sit above the window, and leaves them when in view', async () => {
      await renderListing('/category/electronics');
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
      resultsTop = -800;
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Products' }));
    });

    it('jumps instead of gliding when the shopper prefers reduced motion', async () => {
      preferReducedMotion();
      await renderListing('/category/electronics');
      resultsTop = -800;
      await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
    });
  });

  describe('keeps keyboard focus on the page when the focused control goes away', () => {
    const results = () => screen.getByRole('region', { name: 'Products' });

    it('a page button: focus goes to the top of the new results', async () => {
      await renderListing('/category/electronics');
      await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
      expect(results()).toHaveFocus();
      await screen.findByRole('list', { name: /products$/ });
      expect(results()).toHaveFocus();
    });

    it('a removed chip: the next chip, else the one before, else the results', async () => {
      await renderListing('/category/electronics?brand=haier,dawlance&onSale=true');
      await userEvent.click(screen.getByRole('button', { name: 'Remove filter Haier' }));
      expect(screen.getByRole('button', { name: 'Remove filter Dawlance' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Remove filter On Sale' }));
      expect(screen.getByRole('button', { name: 'Remove filter Dawlance' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Remove filter Dawlance' }));
      expect(location()).toBe('/category/electronics');
      expect(results()).toHaveFocus();
    });

    it('Clear All: focus goes to the results', async () => {
      await renderListing('/category/electronics?brand=haier&onSale=true');
      await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(location()).toBe('/category/electronics');
      expect(results()).toHaveFocus();
    });
  });

  it("opens the filters as an overlay with 'Filters' and closes it with x, Esc or the backdrop", async () => {
    await renderListing('/category/electronics');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('filters-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('closes the overlay when the window widens past 768px (768px itself is still narrow)', async () => {
    const listeners: (() => void)[] = [];
    const wide = { matches: false };
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === WIDE_SCREEN_QUERY && wide.matches;
          },
          media: query,
          onchange: null,
          addListener() {},
          removeListener() {},
          dispatchEvent: () => false,
          addEventListener: (_type: string, listener: () => void) => {
            if (query === WIDE_SCREEN_QUERY) listeners.push(listener);
          },
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    await renderListing('/category/electronics');
    expect(matchMedia).toHaveBeenCalledWith('not all and (max-width: 768px)');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    wide.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  describe('moving to another category', () => {
    const openWithCommits = (route: string, commits: Commit[]) =>
      renderWithProviders(
        <>
          <CategoryPage />
          <Link to="/category/home-appliances">Home Appliances</Link>
          <CommitLog commits={commits} />
        </>,
        { route, path: ROUTE },
      );
    const appliances = makeListing({
      category: { name: 'Home Appliances', slug: 'home-appliances' },
      subCategory: null,
      products: [makeProduct({ id: 31, slug: 'kenwood-iron', name: 'Kenwood Iron' })],
    });

    it("shows the loading view, never the previous category's heading or products, until the new one arrives", async () => {
      const commits: Commit[] = [];
      openWithCommits('/category/electronics/cooling-and-heating', commits);
      await screen.findByRole('list', { name: /products$/ });
      mockedFetch.mockResolvedValueOnce(appliances);
      await userEvent.click(screen.getByRole('link', { name: 'Home Appliances' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Home Appliances' })).toBeInTheDocument();
      expect(screen.getByText('Kenwood Iron')).toBeInTheDocument();
      const underNew = commits.filter((c) => c.pathname === '/category/home-appliances');
      expect(underNew[0].text).toContain('Loading products…');
      expect(underNew.filter((c) => /Cooling and Heating|Haier Inverter AC/.test(c.text))).toEqual([]);
    });

    it("never shows the previous category's 'Category Not Found' under the new address", async () => {
      mockedFetch.mockRejectedValueOnce(httpError(404, 'Category "nope" not found')).mockResolvedValueOnce(appliances);
      const commits: Commit[] = [];
      openWithCommits('/category/nope', commits);
      await screen.findByRole('heading', { level: 1, name: 'Category Not Found' });
      await userEvent.click(screen.getByRole('link', { name: 'Home Appliances' }));
      expect(await screen.findByText('Kenwood Iron')).toBeInTheDocument();
      const underNew = commits.filter((c) => c.pathname === '/category/home-appliances');
      expect(underNew.filter((c) => c.text.includes('Category Not Found'))).toEqual([]);
      expect(document.title).toBe('Home Appliances | Storefront');
    });
  });
});
