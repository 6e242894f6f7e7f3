// The demo customer of a fresh database: a verified account with an address in Lahore and past
// orders in every status the tracking bar shows, including a card order whose payment failed so
// the retry-payment action can be seen, and an order delivered today that can be returned. Orders go through the real order code. Deterministic and
// idempotent: running it again changes nothing.
import type { Database } from '../db/types';
import { findOrderAddress, saveAddress } from './customers/addresses-repository';
import { createVerifiedUser, findUserByEmail } from './customers/users-repository';
import { changeOrderStatus } from './orders/order-status';
import type { OrderStatus } from '@storefront/shared/types';
import { backdateSeedOrder, type AcceptedPaymentMethod } from './orders/orders-repository';
import { backdateSeedPayment } from './orders/payments-repository';
import { placeOrder } from './orders/place-order';
import { hashPassword } from './security/password';
import { seedReviews } from './reviews/seed-reviews';

export const DEMO_CUSTOMER = {
  name: 'Ayesha Khan',
  email: 'demo@storefront.pk',
  password: 'Demo@12345',
  phone: '03001234567',
  address: 'House 12, Street 4, Gulberg III',
  postalCode: '54660',
};

const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  processed: ['confirmed', 'processed'],
  shipped: ['confirmed', 'processed', 'shipped'],
  delivered: ['confirmed', 'processed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

/** [final status, payment method, days ago, lines as (product index, quantity)] */
const PAST_ORDERS: [OrderStatus, AcceptedPaymentMethod, number, [number, number][]][] = [
  [
    'delivered',
    'cod',
    40,
    [
      [0, 1],
      [1, 2],
    ],
  ],
  ['cancelled', 'cod', 30, [[2, 1]]],
  // Placed 4 days ago and delivered today: inside the return window (RETURN_WINDOW_DAYS, at least a
  // day) at every fresh start, so 'Return Items' can be tried at once.
  [
    'delivered',
    'cod',
    4,
    [
      [2, 1],
      [3, 2],
    ],
  ],
  ['shipped', 'cod', 6, [[3, 1]]],
  [
    'processed',
    'cod',
    3,
    [
      [4, 1],
      [0, 1],
    ],
  ],
  // Placed today: an unpaid card order is released at the latest a day after it was placed.
  ['pending', 'stripe', 0, [[5, 1]]],
  ['pending', 'cod', 0, [[1, 1]]],
];

export async function seedCustomers(db: Database): Promise<void> {
  await seedReviews(db);
  if (await findUserByEmail(db, DEMO_CUSTOMER.email)) return;

  const { rows: cities } = await db.query<{ id: number; state_id: number }>(
    `SELECT c.id, c.state_id FROM cities c
     WHERE EXISTS (SELECT 1 FROM courier_pricings cp WHERE cp.city_id = c.id)
     ORDER BY (lower(c.name) = 'lahore') DESC, c.id LIMIT 1`,
  );
  const { rows: products } = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE stock >= 10 ORDER BY id LIMIT 6',
  );
  if (!cities[0] || products.length < 6) return; // no catalogue yet: nothing sensible to order

  // ON CONFLICT: two API copies seeding an empty database at once must not both create it.
  // Created once even when two API copies seed an empty database at once.
  const customerId = await createVerifiedUser(db, {
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    passwordHash: await hashPassword(DEMO_CUSTOMER.password),
    daysAgo: 60,
  });
  if (customerId === null) return;
  const city = cities[0];
  await saveAddress(db, customerId, {
    address: DEMO_CUSTOMER.address,
    postalCode: DEMO_CUSTOMER.postalCode,
    phone: DEMO_CUSTOMER.phone,
    stateId: city.state_id,
    cityId: city.id,
  });
  const address = await findOrderAddress(db, customerId);
  const { rows: courier } = await db.query<{ id: number }>(
    'SELECT id FROM courier_pricings WHERE city_id = $1 ORDER BY price, id LIMIT 1',
    [city.id],
  );

  for (const [status, method, daysAgo, lines] of PAST_ORDERS) {
    const order = await placeOrder(db, {
      customerId,
      addressId: address!.id,
      courierPricingId: courier[0].id,
      paymentMethod: method,
      items: lines.map(([index, quantity]) => ({ id: products[index].id, quantity })),
    });
    for (const step of PATHS[status]) await changeOrderStatus(db, { id: order.id }, step);
    await backdateSeedPayment(db, order.id, { declined: method === 'stripe', daysAgo });
    await backdateSeedOrder(db, order.id, daysAgo);
  }
}
