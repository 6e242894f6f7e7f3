import { useRemoteData } from '@storefront/shared/remote-data';
import type { ReturnRequest } from '@storefront/shared/types';
import { fetchReturns } from '../api/returns-api';

export const returnsKey = (customerId: number) => `account:returns:${customerId}`;

export function useReturns(customerId: number) {
  return useRemoteData<ReturnRequest[]>(returnsKey(customerId), (signal) => fetchReturns(signal));
}
