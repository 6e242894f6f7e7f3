import { postForMessage, type ApiResult } from './post-for-message';

/** Which flow a code belongs to; the API keeps one live code per e-mail and purpose. */
export type OtpPurpose = 'verify' | 'reset';

/** Sends a first code (verify-email screen). */
export function requestOtp(email: string, purpose: OtpPurpose): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/getOtp', { email, purpose });
}

/** Sends a new code; the API refuses (429) when asked again too soon. */
export function resendOtp(email: string, purpose: OtpPurpose): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/resendOtp', { email, purpose });
}

/** What verifying tells: passwordSet false when no password was kept (registered twice with different ones). */
export interface VerifiedEmail {
  passwordSet?: boolean;
}

/** Confirms the e-mail address with the code mailed for purpose 'verify'. */
export function verifyEmail(email: string, otp: string): Promise<ApiResult<VerifiedEmail | null>> {
  return postForMessage('/auth/verifyEmail', { email, otp });
}
