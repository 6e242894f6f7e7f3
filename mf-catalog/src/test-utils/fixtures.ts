import { AxiosError, AxiosHeaders } from 'axios';
import type { CategoryPageResponse, Product } from '@storefront/shared/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const slug = overrides.slug ?? 'haier-inverter-ac-1-5-ton';
  return {
    id: 11,
    slug,
    name: 'Haier Inverter AC 1.5 Ton',
    imgUrl: `/api/api/media/products/${slug}.svg`,
    productPhotos: [{ imgUrl: `/api/api/media/products/${slug}-2.svg` }],
    price: 90000,
    netPrice: 90000,
    total: 100000,
    discount: 10,
    stock: 5,
    brand: { name: 'Haier', slug: 'haier' },
    shortDesc: 'Cools a 200 sq ft room quickly and quietly.',
    desc: '<ul><li>Capacity: 1.5 ton</li></ul>',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeListing(overrides: Partial<CategoryPageResponse> = {}): CategoryPageResponse {
  return {
    products: [
      makeProduct(),
      makeProduct({
        id: 12,
        slug: 'dawlance-fridge',
        name: 'Dawlance Fridge',
        discount: 0,
        total: 80000,
        netPrice: 80000,
        price: 80000,
        brand: { name: 'Dawlance', slug: 'dawlance' },
      }),
    ],
    category: { name: 'Electronics', slug: 'electronics' },
    subCategory: { name: 'Cooling and Heating', slug: 'cooling-and-heating' },
    childCategory: null,
    totalPages: 3,
    page: 1,
    total: 45,
    childList: [
      { name: 'Air Conditioners', slug: 'air-conditioners' },
      { name: 'Room Heaters', slug: 'room-heaters' },
    ],
    brands: [
      { name: 'Haier', slug: 'haier' },
      { name: 'Dawlance', slug: 'dawlance' },
    ],
    maxPrice: 200000,
    ...overrides,
  };
}

/** A failed call as axios rejects it: the HTTP status and the API's failure envelope. */
export function httpError(status: number, mess: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(mess, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { success: false, mess, message: mess },
  });
}
