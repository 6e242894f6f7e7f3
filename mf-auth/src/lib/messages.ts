// Notification texts of the auth screens (spec section 8). Validation messages are not here: they
// live with the schemas in @storefront/shared/validation.
export const AUTH_TEXT = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Invalid email or password',
  registerSuccess: 'Registration successful! You can now verify Email',
  otpSent: 'OTP sent to your email',
  otpSendFailed: 'Failed to send OTP',
  otpVerified: 'OTP verified successfully',
  emailVerified: 'Email verified successfully',
  invalidOtp: 'Invalid OTP',
  resetOtpSent: 'OTP has been sent to your email',
  passwordReset: 'Your password has been reset successfully',
  passwordResetFailed: 'Failed to reset password',
  registerFailed: 'Registration failed. Please try again.',
} as const;
