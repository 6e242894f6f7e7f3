// The shop's policy figures and its couriers' prices, as the API's configuration and data set them
// (GET /policies, GET /shipping/couriers). Every text that names a return window, a processing,
// delivery or refund time, or a shipping charge reads them here, so no page can say another number.
// A server-rendered page has them in its HTML already; elsewhere they are asked for once per page.
import { api, unwrap } from '@storefront/shared/api';
import type { CourierRate, ShopPolicies } from '@storefront/shared/types';
import { useRemoteData, type RemoteDataResult } from './use-remote-data';

export const POLICIES_KEY = 'shared:policies';
export const COURIER_RATES_KEY = 'shared:courier-rates';

/** The policy figures, or null until they are known (a text then says it without a number). */
export function usePolicies(): ShopPolicies | null {
  const answer = useRemoteData(POLICIES_KEY, (signal) => unwrap<ShopPolicies>(api.get('/policies', { signal })));
  return answer.status === 'success' ? answer.data : null;
}

/** Every courier with its price range and delivery time, cheapest first. */
export function useCourierRates(): RemoteDataResult<CourierRate[]> {
  return useRemoteData(COURIER_RATES_KEY, (signal) => unwrap<CourierRate[]>(api.get('/shipping/couriers', { signal })));
}
