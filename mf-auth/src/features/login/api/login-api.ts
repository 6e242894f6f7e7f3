import type { LoginResponse } from '@storefront/shared/types';
import { postForMessage, type ApiResult } from '../../../lib/post-for-message';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /auth/login → { token, user } and the server's 'Login successful!'. */
export function login(credentials: Credentials): Promise<ApiResult<LoginResponse>> {
  return postForMessage<LoginResponse>('/auth/login', credentials);
}
