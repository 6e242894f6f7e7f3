// What the auth services and routes say to the shopper, in one place.
export const AUTH_MESSAGES = {
  /**
   * Every registration's answer, for a new address, one registered before and one with a verified
   * account alike (the mailbox gets a code, or a notice that the account exists).
   */
  registered: 'Registration successful! You can now verify Email',
  otpSent: 'OTP sent to your email',
  resetOtpSent: 'OTP has been sent to your email',
  emailVerified: 'Email verified successfully',
  /** verified, but registered more than once with different passwords: none of them was kept */
  emailVerifiedNoPassword:
    'Email verified successfully. It was registered more than once with different passwords, so none of them was kept: please choose your password with Forgot Password.',
  noPasswordYet: 'Please choose a password for this account with Forgot Password before you log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
  loggedIn: 'Login successful!',
  badCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in.',
  loggedOut: 'You have been logged out',
  otpVerified: 'OTP verified successfully',
  passwordReset: 'Your password has been reset successfully',
};
