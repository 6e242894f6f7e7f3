import { newOrderKey } from './order-key';

describe('newOrderKey', () => {
  it('is 32 hex digits, in the shape the API accepts, and new each time', () => {
    const keys = Array.from({ length: 50 }, newOrderKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(50);
  });
});
