import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@storefront/shared/api';
import { makeProduct } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';
import { AllProductsPage } from './all-products-page';

const get = jest.spyOn(api, 'get');
const ok = (data: unknown) => ({ data: { success: true, data } });
const open = (slug: string) => renderPage(<AllProductsPage />, { route: `/products/${slug}`, path: '/products/:categoryName' });

describe('AllProductsPage', () => {
  beforeEach(() => get.mockReset());

  it('loads every Fresh Pick (no limit) with a count and a grid', async () => {
    get.mockResolvedValue(ok([makeProduct(), makeProduct({ id: 2, slug: 'b', name: 'Second' })]));
    open('fresh-picks');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Picks' })).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/product/getRecentProducts', expect.not.objectContaining({ params: expect.anything() }));
    expect(screen.getByRole('list', { name: 'Fresh Picks products' })).toBeInTheDocument();
    expect(document.title).toBe('Fresh Picks | Storefront');
  });

  it('loads discounted products for flash-deals', async () => {
    get.mockResolvedValue(ok([makeProduct()]));
    open('flash-deals');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(get.mock.calls[0][0]).toBe('/product/getDiscountedProducts');
  });

  it('shows a clear empty state for any other slug without calling the API', async () => {
    open('summer-sale');
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Summer Sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No products here' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('reports a failure with the server message and retries', async () => {
    get.mockRejectedValueOnce(Object.assign(new Error('boom'), { isAxiosError: true, response: { data: { mess: 'Service busy' } } }))
      .mockResolvedValueOnce(ok([makeProduct()]));
    open('fresh-picks');
    expect(await screen.findByText('Service busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });
});
