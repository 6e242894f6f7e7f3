import { notifyApiError } from '@storefront/shared/api';
import type { Order } from '@storefront/shared/types';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchOrders } from '../api/orders-api';
import { newestFirst } from '../lib/order-display';

export function useOrders(customerId: number) {
  return useRemoteData<Order[]>(
    customerId,
    async (signal) => newestFirst(await fetchOrders(customerId, signal)),
    notifyApiError,
  );
}
