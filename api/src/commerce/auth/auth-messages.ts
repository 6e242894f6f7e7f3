// What the auth services and routes say to the shopper, in one place.
import { EMAIL_TAKEN } from './registration';

export const AUTH_MESSAGES = {
  registered: 'Registration successful! You can now verify Email',
  /**
   * A repeat registration of an unverified e-mail, whatever the password sent (the answer must not
   * tell whether a guessed password is the pending account's).
   */
  registeredAgain:
    'Registration successful! We have sent a new code to your email. If this email was registered before with another password, neither password will work: once it is verified, choose your password with Forgot Password.',
  emailTaken: EMAIL_TAKEN,
  otpSent: 'OTP sent to your email',
  resetOtpSent: 'OTP has been sent to your email',
  emailVerified: 'Email verified successfully',
  /** verified, but registered more than once with different passwords: none of them was kept */
  emailVerifiedNoPassword:
    'Email verified successfully. It was registered more than once with different passwords, so none of them was kept: please choose your password with Forgot Password.',
  noPasswordYet: 'Please choose a password for this account with Forgot Password before you log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
  noAccount: 'No account found with this email. Please register first.',
  loggedIn: 'Login successful!',
  badCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in.',
  loggedOut: 'You have been logged out',
  otpVerified: 'OTP verified successfully',
  passwordReset: 'Your password has been reset successfully',
};
