import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { Order } from '@storefront/shared/types';
import { fetchOrders } from '../api/orders-api';
import { newestFirst } from '../lib/order-display';

export function useOrders(customerId: number) {
  return useRemoteData<Order[]>(
    `account:orders:${customerId}`,
    async (signal) => newestFirst(await fetchOrders(customerId, signal)),
    { onError: notifyApiError },
  );
}
