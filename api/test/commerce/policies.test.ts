import type { ShopPolicies } from '@storefront/shared/types';
import { loadConfig } from '../../src/config';
import { createTestApp } from '../helpers/test-app';
import { API, call } from './commerce-test-kit';

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
