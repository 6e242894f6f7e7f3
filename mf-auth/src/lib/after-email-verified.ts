import { notify } from '@storefront/shared/ui';
import type { ApiResult } from './post-for-message';
import type { VerifiedEmail } from './otp-api';

export const CHOOSE_PASSWORD_TEXT = 'Email verified successfully. Please choose your password with Forgot Password.';

/**
 * Tells the shopper their e-mail is verified and answers where they go next: the login, or, when
 * the account kept no password (it was registered twice with different ones), the reset screen to
 * choose one, as the server's message says.
 */
export function afterEmailVerified(result: ApiResult<VerifiedEmail | null>, successText: string): string {
  if (result.data?.passwordSet === false) {
    notify.info(result.mess ?? CHOOSE_PASSWORD_TEXT);
    return '/auth/reset-password';
  }
  notify.success(successText);
  return '/auth/login';
}
