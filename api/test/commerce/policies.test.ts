import type { CheckoutAddress, CourierRate, ShopPolicies } from '@storefront/shared/types';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, createShopper, deliverableCity } from './commerce-test-kit';

describe('GET /policies', () => {
  it("answers the Shipping & Returns policy's figures by default, for anyone, cacheable", async () => {
    const { app, close } = await createTestApp({ products: 0, customers: false });
    try {
      const res = await call<ShopPolicies>(app, { method: 'GET', url: `${API}/policies` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          returnWindowDays: 3,
          processingDays: { min: 1, max: 2 },
          deliveryDays: { min: 3, max: 5 },
          refundDays: { min: 5, max: 10 },
        },
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await close();
    }
  });

  it('answers the figures the configuration sets', async () => {
    const policies = loadConfig({ RETURN_WINDOW_DAYS: '14', DELIVERY_DAYS_MIN: '2', DELIVERY_DAYS_MAX: '4' }).policies;
    const { app, close } = await createTestApp({ products: 0, customers: false, config: { policies } });
    try {
      const res = await call<ShopPolicies>(app, { method: 'GET', url: `${API}/policies` });
      expect(res.body.data).toMatchObject({ returnWindowDays: 14, deliveryDays: { min: 2, max: 4 } });
    } finally {
      await close();
    }
  });
});

describe("couriers' prices and delivery times", () => {
  let shop: TestApp;
  beforeAll(async () => {
    // A delivery promise of 4-5 days: every courier's time is kept inside it.
    const policies = loadConfig({ DELIVERY_DAYS_MIN: '4', DELIVERY_DAYS_MAX: '5' }).policies;
    shop = await createTestApp({ products: 4, customers: false, config: { policies } });
  });
  afterAll(async () => shop.close());

  const inPromise = (days: { min: number; max: number }) => days.min >= 4 && days.max <= 5 && days.min <= days.max;

  it('GET /shipping/couriers names every courier with its price range as the database holds it', async () => {
    const res = await call<CourierRate[]>(shop.app, { method: 'GET', url: `${API}/shipping/couriers` });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const rates = res.body.data;
    const { rows } = await shop.db.query<{ name: string; min: number; max: number; n: number }>(
      `SELECT c.name, min(cp.price)::int AS min, max(cp.price)::int AS max, count(*)::int AS n
       FROM couriers c JOIN courier_pricings cp ON cp.courier_id = c.id GROUP BY c.name`,
    );
    expect(rates).toHaveLength(rows.length);
    for (const row of rows) {
      expect(rates.find((r) => r.courier.name === row.name)).toMatchObject({
        price: { min: row.min, max: row.max },
        cities: row.n,
      });
    }
    expect(rates.map((r) => r.price.min)).toEqual([...rates.map((r) => r.price.min)].sort((a, b) => a - b));
    expect(rates.every((r) => inPromise(r.deliveryDays))).toBe(true);
    // TCS usually delivers in 3-4 days: inside a 4-5 day promise that is 4 days.
    expect(rates.find((r) => r.courier.name === 'TCS')?.deliveryDays).toEqual({ min: 4, max: 4 });
  });

  it("gives the checkout address's couriers their delivery times", async () => {
    const shopper = await createShopper(shop.db, await deliverableCity(shop.db));
    const res = await call<CheckoutAddress>(shop.app, {
      method: 'GET',
      url: `${API}/customer/getCheckoutAddress?id=${shopper.id}`,
      headers: shopper.headers,
    });
    expect(res.status).toBe(200);
    const pricings = res.body.data.address!.city.courierPricings;
    expect(pricings.length).toBeGreaterThan(1);
    expect(pricings.every((p) => p.deliveryDays && inPromise(p.deliveryDays))).toBe(true);
  });
});
