import { isNotFound, notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { User } from '@storefront/shared/types';
import { fetchUserDetails } from '../api/customer-api';

const reportUnlessNotFound = (error: unknown) => {
  if (!isNotFound(error)) notifyApiError(error);
};

/** The account header's user; a 404 is a state of its own ('User not found'), not a server error. */
export function useUserDetails(userId: number) {
  return useRemoteData<User>(`account:user:${userId}`, (signal) => fetchUserDetails(userId, signal), {
    onError: reportUnlessNotFound,
  });
}
