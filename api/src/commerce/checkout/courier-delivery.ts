// Each courier's delivery time, told beside its price at checkout and on the Shipping & Returns
// page. The courier data has no delivery times of its own, so each courier's usual one is kept
// here; what is shown never leaves the shop's delivery promise (DELIVERY_DAYS_MIN/_MAX), so the
// pages, the order-success page and the mails cannot contradict each other.
import type { CourierRate, DayRange } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';

/** Business days from placing an order to the door, as each courier usually delivers. */
const USUAL_DELIVERY_DAYS: Readonly<Record<string, DayRange>> = {
  TCS: { min: 3, max: 4 },
  Leopards: { min: 3, max: 5 },
  PostEx: { min: 3, max: 5 },
  'M&P': { min: 4, max: 5 },
  Trax: { min: 4, max: 5 },
  BlueEx: { min: 4, max: 5 },
  'Call Courier': { min: 4, max: 5 },
};

/**
 * The courier's delivery time within the shop's promise: its usual time cut to the promise, or the
 * promise itself for a courier without one (or whose usual time lies wholly outside it).
 */
export function courierDeliveryDays(courier: string, promise: DayRange): DayRange {
  const usual = Object.hasOwn(USUAL_DELIVERY_DAYS, courier) ? USUAL_DELIVERY_DAYS[courier] : undefined;
  if (!usual) return promise;
  const min = Math.max(usual.min, promise.min);
  const max = Math.min(usual.max, promise.max);
  return min <= max ? { min, max } : promise;
}

/** Every courier with its lowest and highest charge across the cities it reaches, cheapest first. */
export async function courierRates(db: Queryable, promise: DayRange): Promise<CourierRate[]> {
  const { rows } = await db.query<{ name: string; min_price: number; max_price: number; cities: number }>(
    `SELECT c.name, min(cp.price) AS min_price, max(cp.price) AS max_price, count(*) AS cities
     FROM couriers c JOIN courier_pricings cp ON cp.courier_id = c.id
     GROUP BY c.id, c.name ORDER BY min(cp.price), c.name`,
  );
  return rows.map((r) => ({
    courier: { name: r.name },
    price: { min: Number(r.min_price), max: Number(r.max_price) },
    deliveryDays: courierDeliveryDays(r.name, promise),
    cities: Number(r.cities),
  }));
}
