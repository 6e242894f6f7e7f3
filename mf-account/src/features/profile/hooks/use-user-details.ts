import { isNotFound, notifyApiError } from '@storefront/shared/api';
import type { User } from '@storefront/shared/types';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchUserDetails } from '../api/customer-api';

/** The account header's user; a 404 is a state of its own ('User not found'), not a server error. */
export function useUserDetails(userId: number | null) {
  return useRemoteData<User>(
    userId,
    (signal) => fetchUserDetails(userId as number, signal),
    (error) => {
      if (!isNotFound(error)) notifyApiError(error);
    },
  );
}
