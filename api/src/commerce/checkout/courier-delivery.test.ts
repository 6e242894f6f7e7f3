import { courierDeliveryDays } from './courier-delivery';

describe('courierDeliveryDays', () => {
  const promise = { min: 3, max: 5 };

  it("tells a courier's usual time when it lies within the promise", () => {
    expect(courierDeliveryDays('TCS', promise)).toEqual({ min: 3, max: 4 });
    expect(courierDeliveryDays('Trax', promise)).toEqual({ min: 4, max: 5 });
  });

  it('cuts a usual time to the promise, so no text promises more than the shop does', () => {
    expect(courierDeliveryDays('Leopards', { min: 4, max: 7 })).toEqual({ min: 4, max: 5 });
    expect(courierDeliveryDays('TCS', { min: 4, max: 6 })).toEqual({ min: 4, max: 4 });
  });

  it('falls back to the promise for an unknown courier or a usual time wholly outside it', () => {
    expect(courierDeliveryDays('Pigeon Post', promise)).toEqual(promise);
    expect(courierDeliveryDays('toString', promise)).toEqual(promise);
    expect(courierDeliveryDays('TCS', { min: 6, max: 8 })).toEqual({ min: 6, max: 8 });
  });
});
