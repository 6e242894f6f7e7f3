// Public entry of the OTP feature, used by the register, reset-password and verify-email flows.
export { OtpStep, type OtpStepProps, type OtpValues } from './components/otp-step';
export { OtpInput, sanitizeOtp } from './components/otp-input';
export { useLastCode } from './hooks/use-last-code';
export { requestOtp, resendOtp, verifyEmail, type OtpPurpose, type VerifiedEmail } from './api/otp-api';
export { afterEmailVerified } from './after-email-verified';
