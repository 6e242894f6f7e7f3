import { trackingSteps } from './tracking-steps';

const done = (status: string) =>
  trackingSteps(status)
    .filter((s) => s.completed)
    .map((s) => s.label);
const current = (status: string) =>
  trackingSteps(status)
    .filter((s) => s.current)
    .map((s) => s.label);

describe('trackingSteps', () => {
  it('has the four labelled steps in order', () => {
    expect(trackingSteps('pending').map((s) => s.label)).toEqual([
      'Order Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it.each([
    ['pending', [], 'Order Confirmed'],
    ['confirmed', ['Order Confirmed'], 'Order Confirmed'],
    ['processed', ['Order Confirmed', 'Processing'], 'Processing'],
    ['shipped', ['Order Confirmed', 'Processing', 'Shipped'], 'Shipped'],
    ['delivered', ['Order Confirmed', 'Processing', 'Shipped', 'Delivered'], 'Delivered'],
  ])(
    '%s completes every step up to the current one (a pending order waits for its first)',
    (status, completed, now) => {
      expect(done(status)).toEqual(completed);
      expect(current(status)).toEqual([now]);
    },
  );

  it('shows a cancelled order as a single Cancelled step', () => {
    expect(trackingSteps('cancelled')).toEqual([
      { key: 'cancelled', label: 'Cancelled', completed: true, current: true },
    ]);
  });

  it('completes nothing for a status it does not know', () => {
    expect(done('lost-in-transit')).toEqual([]);
    expect(current('lost-in-transit')).toEqual([]);
  });
});
