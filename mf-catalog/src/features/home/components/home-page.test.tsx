import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productViewed } from '@storefront/shared/recently-viewed';
import { createStorefrontStore } from '@storefront/shared/store';
import type { Banner, BannerPosition } from '@storefront/shared/types';
import { makeProduct } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { getBannersByPosition, getDiscountedProducts, getRecentProducts } from '../api/home-api';
import { HomePage } from './home-page';

jest.mock('../api/home-api');
const banners = jest.mocked(getBannersByPosition);
const recent = jest.mocked(getRecentProducts);
const discounted = jest.mocked(getDiscountedProducts);

const banner = (position: BannerPosition, id: number): Banner => ({
  id,
  link: `/category/c${id}`,
  imgDesktop: `/d${id}.svg`,
  imgTablet: `/t${id}.svg`,
  imgMobile: `/m${id}.svg`,
  altText: `${position} ${id}`,
});

/** An ISO time some hours from now. */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('HomePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    banners.mockImplementation((position) =>
      Promise.resolve([banner(position, 1), banner(position, 2), banner(position, 3)]),
    );
    recent.mockResolvedValue([
      makeProduct({
        id: 1,
        slug: 'new-kettle',
        name: 'Anex Electric Kettle',
        discount: 0,
        total: 4000,
        netPrice: 4000,
      }),
    ]);
    discounted.mockResolvedValue([
      makeProduct({ id: 2, slug: 'cheap-ac', name: 'Gree AC', discount: 25, dealEndsAt: inHours(5) }),
      makeProduct({ id: 3, slug: 'cheap-tv', name: 'TCL TV', discount: 20, dealEndsAt: inHours(2) }),
    ]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the flash deals again when the soonest one ends, and counts to the next', async () => {
    jest.useFakeTimers();
    try {
      discounted
        .mockResolvedValueOnce([makeProduct({ id: 2, name: 'Gree AC', dealEndsAt: inHours(1 / 1800) })])
        .mockResolvedValueOnce([makeProduct({ id: 3, name: 'TCL TV', dealEndsAt: inHours(3) })]);
      renderWithProviders(<HomePage />);
      expect(await screen.findByRole('link', { name: 'Gree AC' })).toBeInTheDocument();
      expect(discounted).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3_000);
      });
      expect(await screen.findByRole('link', { name: 'TCL TV' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Gree AC' })).not.toBeInTheDocument();
      expect(discounted).toHaveBeenCalledTimes(2);
      expect(screen.getByTestId('countdown')).toHaveTextContent(/^(02:59:\d\d|03:00:00)$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no countdown when no deal on show has an end', async () => {
    discounted.mockResolvedValue([makeProduct({ id: 2, name: 'Gree AC', dealEndsAt: null })]);
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Gree AC' })).toBeInTheDocument();
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
  });

  it('shows every section with its View All link, the countdown and the features strip', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Anex Electric Kettle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Fresh Picks' })).toHaveAttribute('href', '/products/fresh-picks');
    expect(screen.getByRole('link', { name: 'View All Flash Deals' })).toHaveAttribute('href', '/products/flash-deals');
    // To the soonest end of the deals on show.
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/^(01:59:\d\d|02:00:00)$/);
    expect(await screen.findByRole('heading', { name: 'What Hots' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gear Up This Month' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'What Hots' })).getAllByRole('img')[0]).toHaveAttribute(
      'alt',
      'hot-banner 1',
    );
    // The return window's figure comes from the API (features-strip.test.tsx).
    for (const text of ['Payment Method', 'Secure Shopping', '24/7 Support', 'Easy Returns']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('pauses and resumes the slideshow', async () => {
    renderWithProviders(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('adds from a card with the home toast', async () => {
    renderWithProviders(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Gree AC' }));
    expect(await screen.findByText('Gree AC has been added to your cart')).toBeInTheDocument();
  });

  it('keeps the page up when one list fails, with a retry', async () => {
    recent.mockRejectedValueOnce(new Error('Network Error'));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText("We couldn't load Fresh Picks.")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gree AC' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Anex Electric Kettle' })).toBeInTheDocument();
  });

  it('lists recently viewed products linking to /product/{slug}, dropping those older than a day', async () => {
    const store = createStorefrontStore({ storage: null, connectApi: false });
    store.dispatch(
      productViewed({
        id: 'old-fan',
        name: 'Old Fan',
        price: 5000,
        image: '/fan.svg',
        viewedAt: Date.now() - 2 * 86_400_000,
      }),
    );
    store.dispatch(
      productViewed({ id: 'samsung-a55', name: 'Samsung A55', price: 119999, image: '/a55.svg', viewedAt: Date.now() }),
    );
    renderWithProviders(<HomePage />, { store });
    const strip = await screen.findByRole('list', { name: 'Recently viewed products' });
    expect(within(strip).getByRole('link', { name: /Samsung A55/ })).toHaveAttribute('href', '/product/samsung-a55');
    expect(within(strip).getByText('Rs 119,999')).toBeInTheDocument();
    expect(within(strip).queryByText('Old Fan')).not.toBeInTheDocument();
  });
});
