import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { User } from '@storefront/shared/types';

// Every call here names the logged-in customer: `ownAccountCall` ends a session the API says is not theirs.

export function fetchUserDetails(id: number, signal?: AbortSignal): Promise<User> {
  return ownAccountCall(unwrap<User>(api.get(`/customer/getUserDetailsByid/${id}`, { signal })));
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
  return ownAccountCall(unwrap<User>(api.put('/customer/updateUser', body)));
}
