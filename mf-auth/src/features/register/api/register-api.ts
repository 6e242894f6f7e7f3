import { postForMessage, type ApiResult } from '../../../lib/post-for-message';

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** POST /auth/register; the API mails a verification code and answers with its own message. */
export function register(values: RegisterValues): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/register', values);
}
