import { i18n, isLanguage } from '@storefront/shared/i18n';
import { postForMessage, type ApiResult } from '../../../lib/post-for-message';

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST /auth/register; the API mails a verification code and answers with its own message. The
 * account is created in the page's language (its mails and later visits use it).
 */
export function register(values: RegisterValues): Promise<ApiResult<unknown>> {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  return postForMessage('/auth/register', { ...values, language });
}
