import { postForMessage, type ApiResult } from '../../../lib/post-for-message';

/** Mails a reset code (purpose 'reset'). */
export function forgetPassword(email: string): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/forgetPassword', { email });
}

/** Checks the reset code without using it up; the final reset sends it again. */
export function verifyResetOtp(email: string, otp: string): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/verifyOtp', { email, otp });
}

export interface ResetPasswordRequest {
  email: string;
  otp: string;
  password: string;
}

export function resetPassword(request: ResetPasswordRequest): Promise<ApiResult<unknown>> {
  return postForMessage('/auth/resetPassword', request);
}
