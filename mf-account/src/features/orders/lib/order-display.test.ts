import type { Order } from '@storefront/shared/types';
import {
  canRequestCancel,
  canRetryPayment,
  newestFirst,
  paymentMethodLabel,
  paymentStatusOf,
  statusLabel,
} from './order-display';

type Bits = Pick<Order, 'status' | 'paymentMethod' | 'payment'>;
const order = (over: Partial<Bits> = {}): Bits => ({
  status: 'pending',
  paymentMethod: 'stripe',
  payment: { method: 'stripe', status: 'pending' },
  ...over,
});

describe('paymentStatusOf', () => {
  it('shows the payment status as returned', () => {
    expect(paymentStatusOf(order({ status: 'shipped', payment: { method: 'cod', status: 'paid' } }))).toBe('paid');
  });
  it('falls back to the order status when the payment or its status is missing', () => {
    expect(paymentStatusOf({ status: 'confirmed', payment: undefined as unknown as Order['payment'] })).toBe(
      'confirmed',
    );
    expect(paymentStatusOf({ status: 'shipped', payment: { method: 'cod', status: '' as never } })).toBe('shipped');
    expect(paymentStatusOf({ status: 'delivered', payment: null as unknown as Order['payment'] })).toBe('delivered');
  });
});

describe('labels', () => {
  it('capitalises statuses', () => {
    expect(statusLabel('processed')).toBe('Processed');
    expect(statusLabel('')).toBe('');
  });
  it('names payment methods as checkout does', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash On Delivery');
    expect(paymentMethodLabel('hbl')).toBe('HBL Pay');
    expect(paymentMethodLabel('bank')).toBe('Bank');
  });
});

describe('canRetryPayment', () => {
  it('offers a retry for card orders that are not paid', () => {
    expect(canRetryPayment(order())).toBe(true);
    expect(canRetryPayment(order({ payment: { method: 'stripe', status: 'failed' } }))).toBe(true);
  });
  it.each(['jazzcash', 'easypaisa'] as const)('offers a retry for %s orders as for cards', (method) => {
    expect(canRetryPayment(order({ paymentMethod: method, payment: { method, status: 'failed' } }))).toBe(true);
    expect(canRetryPayment(order({ paymentMethod: method, payment: { method, status: 'paid' } }))).toBe(false);
    expect(paymentMethodLabel(method)).toBe(method === 'jazzcash' ? 'JazzCash' : 'Easypaisa');
  });
  it('offers no retry once paid or refunded, for other methods, or when cancelled', () => {
    expect(canRetryPayment(order({ payment: { method: 'stripe', status: 'paid' } }))).toBe(false);
    expect(canRetryPayment(order({ payment: { method: 'stripe', status: 'refunded' } }))).toBe(false);
    expect(canRetryPayment(order({ paymentMethod: 'cod', payment: { method: 'cod', status: 'pending' } }))).toBe(false);
    expect(canRetryPayment(order({ status: 'cancelled' }))).toBe(false);
  });
});

describe('canRequestCancel', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['processed', true],
    ['shipped', false],
    ['delivered', false],
    ['cancelled', false],
  ] as const)('%s → %s', (status, expected) => expect(canRequestCancel({ status })).toBe(expected));
});

describe('newestFirst', () => {
  it('sorts by creation date, newest first, without touching the input', () => {
    const list = [
      { id: 1, createdAt: '2025-01-01T10:00:00Z' },
      { id: 2, createdAt: 'not a date' },
      { id: 3, createdAt: '2025-03-01T10:00:00Z' },
    ] as Order[];
    expect(newestFirst(list).map((o) => o.id)).toEqual([3, 1, 2]);
    expect(list.map((o) => o.id)).toEqual([1, 2, 3]);
  });
});
