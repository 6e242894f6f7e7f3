import type { Address, CartItem, Product, User } from '@storefront/shared/types';

export const customer: User = {
  id: 42,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2026-01-10T09:00:00.000Z',
};

/** The customer's address, in a city two couriers deliver to. */
export const lahore: Address = {
  id: 7,
  address: 'House 12, Street 4, Gulberg III',
  postalCode: '54000',
  phone: '03001234567',
  state: { id: 1, name: 'Punjab' },
  city: {
    id: 3,
    name: 'Lahore',
    courierPricings: [
      { id: 11, price: 250, courier: { name: 'TCS' }, deliveryDays: { min: 3, max: 4 } },
      { id: 12, price: 180, courier: { name: 'Leopards' }, deliveryDays: { min: 3, max: 5 } },
    ],
  },
  country: 'Pakistan',
};

export const microwave: CartItem = {
  id: 1,
  name: 'Dawlance Microwave Oven',
  imgUrl: '/api/api/media/products/microwave.svg',
  netPrice: 25000,
  quantity: 2,
  stock: 3,
  slug: 'dawlance-microwave-oven',
};

export const lawnSuit: CartItem = {
  id: 2,
  name: 'Gul Ahmed Lawn Suit',
  imgUrl: '/api/api/media/products/lawn-suit.svg',
  netPrice: 4500,
  quantity: 1,
  stock: 1,
  slug: 'gul-ahmed-lawn-suit',
};

/**
 * For a mocked products API (src/lib/products-api.ts): the fixtures as they were saved, so the
 * basket check finds nothing changed.
 */
export function catalogueAsSaved(ids: number[]): Promise<Product[]> {
  return Promise.resolve([microwave, lawnSuit].filter((item) => ids.includes(item.id)) as unknown as Product[]);
}
