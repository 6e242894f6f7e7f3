import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { Address, City, State } from '@storefront/shared/types';

// The address calls name the logged-in customer: `ownAccountCall` ends a session the API says is not theirs.

/** The customer's one address, or null when none was saved yet. */
export async function fetchAddress(userId: number, signal?: AbortSignal): Promise<Address | null> {
  const address = await ownAccountCall(
    unwrap<Address | null>(api.get('/customer/getAddress', { params: { id: userId }, signal })),
  );
  return address ?? null;
}

export interface UpdateAddressRequest {
  /** The user id (the API keeps one address per customer). */
  id: number;
  address: string;
  stateId: number;
  cityId: number;
  postalCode: string;
  phone: string;
}

export function updateAddress(body: UpdateAddressRequest): Promise<Address> {
  return ownAccountCall(unwrap<Address>(api.put('/customer/updateAddress', body)));
}

export function fetchStates(signal?: AbortSignal): Promise<State[]> {
  return unwrap<State[]>(api.get('/state/getState', { signal }));
}

export async function fetchCities(stateId: number, signal?: AbortSignal): Promise<City[]> {
  // The path's spelling ('Sate') is the API's.
  const data = await unwrap<{ cities: City[] }>(
    api.get('/city/getCitiesBySateId', { params: { id: stateId }, signal }),
  );
  return data?.cities ?? [];
}
