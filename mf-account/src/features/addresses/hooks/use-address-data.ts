import { notifyApiError } from '@storefront/shared/api';
import type { Address, City, State } from '@storefront/shared/types';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchAddress, fetchCities, fetchStates } from '../api/address-api';

export function useAddress(userId: number) {
  return useRemoteData<Address | null>(userId, (signal) => fetchAddress(userId, signal), notifyApiError);
}

export function useStates() {
  return useRemoteData<State[]>('states', (signal) => fetchStates(signal), notifyApiError);
}

/** Cities of the chosen state; nothing is fetched until a state is chosen, and a newer choice wins. */
export function useCities(stateId: string) {
  const id = Number(stateId);
  const key = stateId !== '' && Number.isInteger(id) && id > 0 ? id : null;
  return useRemoteData<City[]>(key, (signal) => fetchCities(key as number, signal), notifyApiError);
}
