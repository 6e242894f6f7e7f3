import { notify } from '@storefront/shared/ui';
import type { ApiResult } from './post-for-message';
import type { VerifiedEmail } from './otp-api';
import { noticeText, messageText, type NoticeKey } from './messages';

/**
 * Tells the shopper their e-mail is verified and answers where they go next: the login, or, when
 * the account kept no password (it was registered twice with different ones), the reset screen to
 * choose one, as the server's message says.
 */
export function afterEmailVerified(result: ApiResult<VerifiedEmail | null>, success: NoticeKey): string {
  if (result.data?.passwordSet === false) {
    notify.info(result.mess === undefined ? noticeText('choosePassword') : messageText(result.mess));
    return '/auth/reset-password';
  }
  notify.success(noticeText(success));
  return '/auth/login';
}
