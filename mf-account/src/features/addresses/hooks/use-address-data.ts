import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { Address, City, State } from '@storefront/shared/types';
import { fetchAddress, fetchCities, fetchStates } from '../api/address-api';

export function useAddress(userId: number) {
  return useRemoteData<Address | null>(`account:address:${userId}`, (signal) => fetchAddress(userId, signal), {
    onError: notifyApiError,
  });
}

export function useStates() {
  return useRemoteData<State[]>('account:states', (signal) => fetchStates(signal), { onError: notifyApiError });
}

/** Cities of the chosen state; nothing is fetched until a state is chosen, and a newer choice wins. */
export function useCities(stateId: string) {
  const id = Number(stateId);
  const chosen = stateId !== '' && Number.isInteger(id) && id > 0;
  return useRemoteData<City[]>(chosen ? `account:cities:${id}` : null, (signal) => fetchCities(id, signal), {
    onError: notifyApiError,
  });
}
