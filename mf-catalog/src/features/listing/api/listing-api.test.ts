import { api } from '@storefront/shared/api';
import { fetchListing } from './listing-api';

describe('fetchListing', () => {
  const get = jest.spyOn(api, 'get');
  beforeEach(() => get.mockReset().mockResolvedValue({ data: { success: true, data: { products: [] } } }));

  it('calls the endpoint of the level, with the parents from the path', async () => {
    await fetchListing({ cat: 'electronics' }, { limit: 21 });
    await fetchListing({ cat: 'electronics', sub: 'cooling-and-heating' }, { limit: 21, page: 2 });
    await fetchListing({ cat: 'electronics', sub: 'cooling-and-heating', child: 'air-conditioners' }, { limit: 21 });
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/category/electronics', { limit: 21 }],
      ['/product/getProductsBySubCategorySlug/cooling-and-heating', { cat: 'electronics', limit: 21, page: 2 }],
      [
        '/product/getProductsByChildCategorySlug',
        { slug: 'air-conditioners', sub: 'cooling-and-heating', cat: 'electronics', limit: 21 },
      ],
    ]);
  });

  it('rejects when the envelope reports a failure', async () => {
    get.mockResolvedValueOnce({ data: { success: false, mess: 'Category not found' } });
    await expect(fetchListing({ cat: 'nope' }, {})).rejects.toThrow('Category not found');
  });
});
