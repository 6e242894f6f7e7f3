import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchPageResponse } from '@storefront/shared/types';
import { flushAnswers, renderWithProviders } from '@storefront/shared/testing';
import { makeProduct } from '../../../test-utils/fixtures';
import { fetchSearchPage } from '../api/search-page-api';
import { SEARCH_TIPS, SearchPage } from './search-page';

jest.mock('../api/search-page-api');
const mockedFetch = jest.mocked(fetchSearchPage);
const location = () => screen.getByTestId('location').textContent;
const lastParams = () => mockedFetch.mock.calls[mockedFetch.mock.calls.length - 1][0];

function answer(overrides: Partial<SearchPageResponse> = {}): SearchPageResponse {
  return {
    query: 'samsung',
    correctedQuery: null,
    products: [
      makeProduct({
        id: 1,
        slug: 'samsung-tv',
        name: 'Samsung Smart LED TV 43 inch',
        brand: { name: 'Samsung', slug: 'samsung' },
      }),
      makeProduct({
        id: 2,
        slug: 'samsung-a15',
        name: 'Samsung Galaxy A15',
        brand: { name: 'Samsung', slug: 'samsung' },
      }),
    ],
    totalPages: 3,
    page: 1,
    total: 45,
    brands: [
      { name: 'Samsung', slug: 'samsung' },
      { name: 'Haier', slug: 'haier' },
    ],
    maxPrice: 300000,
    matchingBrands: [{ name: 'Samsung', slug: 'samsung' }],
    matchingCategories: [
      {
        name: 'LED TVs',
        slug: 'led-tvs',
        categoryPath: [
          { name: 'Electronics', slug: 'electronics' },
          { name: 'TV & Video', slug: 'tv-and-video' },
          { name: 'LED TVs', slug: 'led-tvs' },
        ],
      },
    ],
    popularCategories: [],
    ...overrides,
  };
}

async function renderSearch(route: string) {
  const view = renderWithProviders(<SearchPage />, { route, path: '/search' });
  await flushAnswers();
  return view;
}

describe('SearchPage', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedFetch.mockImplementation((params) => Promise.resolve(answer({ page: Number(params.page ?? 1) })));
  });

  it('asks for the words with the listing query from the address, relevance first by default', async () => {
    await renderSearch('/search?q=samsung&brand=samsung&inStock=true&page=2');
    expect(lastParams()).toEqual({
      q: 'samsung',
      limit: 21,
      page: 2,
      brand: 'samsung',
      inStock: 'true',
      orderBy: 'relevance',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “samsung”' })).toBeInTheDocument();
    expect(screen.getByText('45 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best Match');
    const grid = screen.getByRole('list', { name: 'Search results' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers the matching brands and categories as links to their listings', async () => {
    await renderSearch('/search?q=samsung%20led');
    const matches = screen.getByRole('navigation', { name: 'Matching brands and categories' });
    expect(within(matches).getByRole('link', { name: 'Samsung' })).toHaveAttribute(
      'href',
      '/search?q=Samsung&brand=samsung',
    );
    expect(within(matches).getByRole('link', { name: 'LED TVs' })).toHaveAttribute(
      'href',
      '/category/electronics/tv-and-video/led-tvs',
    );
  });

  it('says which words it shows when it corrected them, and offers the words as typed', async () => {
    mockedFetch.mockResolvedValue(answer({ query: 'samsnug', correctedQuery: 'samsung' }));
    await renderSearch('/search?q=samsnug');
    expect(screen.getByText('Showing results for', { exact: false })).toHaveTextContent(
      'Showing results for “samsung”',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “samsung”');
    const instead = screen.getByRole('link', { name: '“samsnug”' });
    expect(instead.parentElement).toHaveTextContent('Search instead for “samsnug”');
    await userEvent.click(instead);
    expect(location()).toBe('/search?q=samsnug&exact=true');
    expect(lastParams()).toMatchObject({ q: 'samsnug', exact: 'true' });
  });

  it('filters, sorts and pages through the address, keeping the words', async () => {
    await renderSearch('/search?q=samsung');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Haier' }));
    expect(location()).toBe('/search?q=samsung&brand=haier');
    // The brands stay while the filtered page loads: the ticked box keeps its place and focus.
    expect(screen.getByRole('checkbox', { name: 'Haier' })).toBeChecked();
    await flushAnswers();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(location()).toBe('/search?q=samsung&brand=haier&orderBy=priceAsc');
    await flushAnswers();
    await userEvent.click(screen.getByRole('link', { name: /page 2/i }));
    expect(location()).toBe('/search?q=samsung&page=2&brand=haier&orderBy=priceAsc');
    await flushAnswers();
    expect(lastParams()).toMatchObject({ q: 'samsung', page: 2, brand: 'haier', orderBy: 'priceAsc' });
  });

  it('filters by rating like a listing: in the address, sent to the API, with its chip', async () => {
    await renderSearch('/search?q=samsung&page=2');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars & up' }));
    expect(location()).toBe('/search?q=samsung&minRating=3');
    await flushAnswers();
    expect(lastParams()).toEqual({ q: 'samsung', limit: 21, minRating: 3, orderBy: 'relevance' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter 3 stars & up' }));
    expect(location()).toBe('/search?q=samsung');
  });

  it('keeps "Newest First" when chosen, though it is a listing\'s default', async () => {
    await renderSearch('/search?q=samsung');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest First');
    expect(location()).toBe('/search?q=samsung&orderBy=createdAtDesc');
  });

  it('helps when nothing is found: tips and the popular categories', async () => {
    mockedFetch.mockResolvedValue(
      answer({
        query: 'xqzv',
        products: [],
        total: 0,
        totalPages: 0,
        brands: [],
        maxPrice: 0,
        matchingBrands: [],
        matchingCategories: [],
        popularCategories: [
          { name: 'Electronics', slug: 'electronics', categoryPath: [{ name: 'Electronics', slug: 'electronics' }] },
        ],
      }),
    );
    await renderSearch('/search?q=xqzv');
    expect(screen.getByRole('heading', { name: 'No results for “xqzv”' })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TIPS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');
    expect(screen.getByRole('link', { name: 'Fresh Picks' })).toHaveAttribute('href', '/products/fresh-picks');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('asks for nothing with fewer than 2 characters, and says what to do', async () => {
    await renderSearch('/search?q=%20a');
    expect(mockedFetch).not.toHaveBeenCalled();
    expect(
      screen.getByText('Type at least 2 letters or numbers in the search box, then press Enter.'),
    ).toBeInTheDocument();
  });
});
