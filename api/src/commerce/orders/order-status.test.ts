import { DEFAULT_DELIVERY_DAYS, expectedDeliveryDate, withDeliveryPromise } from './order-status';

// Pakistan time is UTC+5: 18:00 there is 13:00 UTC.
const day = (iso: string) => expectedDeliveryDate(new Date(iso), DEFAULT_DELIVERY_DAYS.max).toISOString();

describe('the expected delivery date', () => {
  it('is the 5th business day after placing, skipping Sundays', () => {
    // Monday 2 Nov 2026 → Tue, Wed, Thu, Fri, Sat: Saturday 7 Nov.
    expect(day('2026-11-02T05:00:00Z')).toBe('2026-11-07T13:00:00.000Z');
    // Saturday 28 Nov 2026 → Mon 30, Tue 1, Wed 2, Thu 3, Fri 4 Dec (Sunday 29 skipped).
    expect(day('2026-11-28T10:00:00Z')).toBe('2026-12-04T13:00:00.000Z');
  });

  it('counts the day in Pakistan time: 23:30 UTC is already the next day there', () => {
    // Sunday 1 Nov 2026 23:30 UTC is Monday 2 Nov 04:30 in Pakistan.
    expect(day('2026-11-01T23:30:00Z')).toBe('2026-11-07T13:00:00.000Z');
  });

  it("skips Pakistan's public holidays", () => {
    // Friday 6 Nov 2026 → Sat 7, (Sun 8), (Mon 9 Iqbal Day), Tue 10, Wed 11, Thu 12, Fri 13.
    expect(day('2026-11-06T06:00:00Z')).toBe('2026-11-13T13:00:00.000Z');
    // Tuesday 11 Aug 2026 → Wed 12, Thu 13, (Fri 14 Independence Day), Sat 15, (Sun 16), Mon 17, Tue 18.
    expect(day('2026-08-11T06:00:00Z')).toBe('2026-08-18T13:00:00.000Z');
  });

  it('is what an order on its way shows; a delivered one keeps its day, a cancelled one has none', () => {
    const order = { createdAt: '2026-11-28T10:00:00Z', deliveryDate: '2026-12-05T10:00:00Z' };
    expect(withDeliveryPromise({ ...order, status: 'pending' as const }, DEFAULT_DELIVERY_DAYS).deliveryDate).toBe(
      '2026-12-04T13:00:00.000Z',
    );
    expect(withDeliveryPromise({ ...order, status: 'delivered' as const }, DEFAULT_DELIVERY_DAYS).deliveryDate).toBe(
      order.deliveryDate,
    );
    expect(
      withDeliveryPromise({ ...order, status: 'cancelled' as const }, DEFAULT_DELIVERY_DAYS).deliveryDate,
    ).toBeNull();
  });
});
