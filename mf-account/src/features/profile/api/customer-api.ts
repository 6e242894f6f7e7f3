import { api, unwrap } from '@storefront/shared/api';
import type { User } from '@storefront/shared/types';

export function fetchUserDetails(id: number, signal?: AbortSignal): Promise<User> {
  return unwrap<User>(api.get(`/customer/getUserDetailsByid/${id}`, { signal }));
}

export interface UpdateUserRequest {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Both sent only when the customer changes the password. */
  currentPassword?: string;
  newPassword?: string;
}

export function updateUser(body: UpdateUserRequest): Promise<User> {
  return unwrap<User>(api.put('/customer/updateUser', body));
}
