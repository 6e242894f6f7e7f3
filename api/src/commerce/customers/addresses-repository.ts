// The one address a customer keeps, in the contract's `Address` shape with the courier prices of
// its city (checkout offers exactly those).
import type { Address, CourierPricing, DayRange } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { courierDeliveryDays } from '../checkout/courier-delivery';

interface AddressRow {
  id: number;
  address: string;
  postal_code: string;
  phone: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
}

/** The city's couriers, cheapest first, each with its delivery time within the shop's `promise`. */
export async function courierPricingsForCity(
  db: Queryable,
  cityId: number,
  promise: DayRange,
): Promise<CourierPricing[]> {
  const { rows } = await db.query<{ id: number; price: number; name: string }>(
    `SELECT cp.id, cp.price, c.name FROM courier_pricings cp JOIN couriers c ON c.id = cp.courier_id
     WHERE cp.city_id = $1 ORDER BY cp.price, cp.id`,
    [cityId],
  );
  return rows.map((r) => ({
    id: r.id,
    price: Number(r.price),
    courier: { name: r.name },
    deliveryDays: courierDeliveryDays(r.name, promise),
  }));
}

/** The customer's address; `promise` is the shop's delivery promise its couriers' times keep to. */
export async function findAddress(db: Queryable, userId: number, promise: DayRange): Promise<Address | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT a.id, a.address, a.postal_code, a.phone, s.id AS state_id, s.name AS state_name, c.id AS city_id, c.name AS city_name
     FROM addresses a JOIN states s ON s.id = a.state_id JOIN cities c ON c.id = a.city_id
     WHERE a.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    address: row.address,
    postalCode: row.postal_code,
    phone: row.phone,
    state: { id: row.state_id, name: row.state_name },
    city: {
      id: row.city_id,
      name: row.city_name,
      courierPricings: await courierPricingsForCity(db, row.city_id, promise),
    },
    country: 'Pakistan',
  };
}

export interface AddressInput {
  address: string;
  postalCode: string;
  phone: string;
  stateId: number;
  cityId: number;
}

/** True when the city exists and lies in the state. */
export async function cityIsInState(db: Queryable, cityId: number, stateId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cities WHERE id = $1 AND state_id = $2', [cityId, stateId]);
  return rows.length > 0;
}

export async function saveAddress(db: Queryable, userId: number, input: AddressInput): Promise<void> {
  await db.query(
    `INSERT INTO addresses (user_id, address, postal_code, phone, state_id, city_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET address = EXCLUDED.address, postal_code = EXCLUDED.postal_code,
       phone = EXCLUDED.phone, state_id = EXCLUDED.state_id, city_id = EXCLUDED.city_id, updated_at = now()`,
    [userId, input.address, input.postalCode, input.phone, input.stateId, input.cityId],
  );
}

/** The customer's address as an order copies it. */
export interface OrderAddress {
  id: number;
  address: string;
  postal_code: string;
  phone: string;
  city_id: number;
  city: string;
  state: string;
}

export async function findOrderAddress(db: Queryable, userId: number): Promise<OrderAddress | null> {
  const { rows } = await db.query<OrderAddress>(
    `SELECT a.id, a.address, a.postal_code, a.phone, a.city_id, c.name AS city, s.name AS state
     FROM addresses a JOIN cities c ON c.id = a.city_id JOIN states s ON s.id = a.state_id WHERE a.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * A courier price, only if it serves the city of the customer's address; null otherwise (also
 * when the customer has no address). Needs no address read first, so it can run beside it.
 */
export async function findCustomerCourierPricing(
  db: Queryable,
  pricingId: number,
  userId: number,
): Promise<{ id: number; price: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; price: number; name: string }>(
    `SELECT cp.id, cp.price, c.name FROM addresses a
       JOIN courier_pricings cp ON cp.city_id = a.city_id AND cp.id = $1
       JOIN couriers c ON c.id = cp.courier_id
     WHERE a.user_id = $2`,
    [pricingId, userId],
  );
  return rows[0] ? { id: rows[0].id, price: Number(rows[0].price), name: rows[0].name } : null;
}
