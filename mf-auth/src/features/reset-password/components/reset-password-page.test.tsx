import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, codeRecentlySent, networkError } from '../../../test-utils/api-error';
import { renderWithProviders } from '@storefront/shared/testing';
import { forgetPassword, resetPassword, verifyResetOtp } from '../api/reset-password-api';
import ResetPasswordPage from './reset-password-page';

jest.mock('../api/reset-password-api');
jest.mock('../../../lib/otp-api');
const forgetMock = jest.mocked(forgetPassword);
const verifyMock = jest.mocked(verifyResetOtp);
const resetMock = jest.mocked(resetPassword);

const EMAIL = 'sana@example.pk';

async function submitEmail(email = EMAIL) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function submitOtp(code = '654321') {
  await userEvent.type(await screen.findByLabelText('Enter OTP'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

async function submitPasswords(password = 'newpass1', confirm = password) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    forgetMock.mockReset().mockResolvedValue({ data: null, mess: 'Done' });
    verifyMock.mockReset().mockResolvedValue({ data: null, mess: 'Done' });
    resetMock.mockReset().mockResolvedValue({ data: null, mess: 'Done' });
  });

  it('checks the e-mail first', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(document.title).toBe('Reset Password | Storefront');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitEmail('sana.example.pk');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(forgetMock).not.toHaveBeenCalled();
  });

  it('walks e-mail → code → new password → login', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await submitEmail();
    expect(forgetMock).toHaveBeenCalledWith(EMAIL);
    expect(await screen.findByText('OTP has been sent to your email')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    await submitOtp();
    expect(verifyMock).toHaveBeenCalledWith(EMAIL, '654321');
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toHaveFocus();

    await submitPasswords();
    expect(resetMock).toHaveBeenCalledWith({ email: EMAIL, otp: '654321', password: 'newpass1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/auth/login email=${EMAIL}`));
    expect(await screen.findByText('Your password has been reset successfully')).toBeInTheDocument();
  });

  it('uses its own texts when the server sends none', async () => {
    forgetMock.mockResolvedValue({ data: null });
    verifyMock.mockResolvedValue({ data: null });
    resetMock.mockResolvedValue({ data: null });
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    expect(await screen.findByText('OTP has been sent to your email')).toBeInTheDocument();
    await submitOtp();
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await submitPasswords();
    expect(await screen.findByText('Your password has been reset successfully')).toBeInTheDocument();
  });

  it("stays on the e-mail step with the server's message when the e-mail is unknown", async () => {
    forgetMock.mockRejectedValue(
      apiError(404, 'No account found with this email', { email: 'No account found with this email' }),
    );
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('No account found with this email'),
    );
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  describe('asked for a code again within the minute', () => {
    const wait = (seconds: number) =>
      codeRecentlySent(seconds, `Please wait ${seconds} seconds before requesting a new OTP.`);
    afterEach(() => jest.restoreAllMocks());

    it("Change Email, then the same e-mail: goes back to the code already sent, 'Resend OTP' waiting as the server asks", async () => {
      renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
      await submitEmail();
      await userEvent.click(await screen.findByRole('button', { name: 'Change Email' }));
      forgetMock.mockRejectedValue(wait(45));
      await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
      expect(screen.getByText('Please wait 45 seconds before requesting a new OTP.')).toBeInTheDocument();
      expect(screen.getByText('You can resend the code in 45 s.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'true');
      await submitOtp();
      expect(verifyMock).toHaveBeenCalledWith(EMAIL, '654321');
      expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    });

    it('counts a later return to the code step from when that code went out', async () => {
      let now = Date.parse('2026-03-01T10:00:00Z');
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      const expired = 'OTP has expired. Please request a new one.';
      resetMock.mockRejectedValue(apiError(400, expired, { otp: expired }));
      forgetMock.mockRejectedValue(wait(45));
      renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
      await submitEmail();
      await submitOtp();
      // The code went out 15 s before the refusal; 30 s later, 15 s of the minute are left.
      now += 30_000;
      await submitPasswords();
      expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
      expect(screen.getByText('You can resend the code in 15 s.')).toBeInTheDocument();
    });

    it('stays on the e-mail step when another limit refuses, however short its wait: no code is known to exist', async () => {
      forgetMock.mockRejectedValue(
        apiError(429, 'Too many requests from your network. Please try again shortly.', undefined, {
          'retry-after': '16',
        }),
      );
      renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
      await submitEmail();
      expect(
        await screen.findByText('Too many requests from your network. Please try again shortly.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
      expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
    });
  });

  it("says 'Invalid OTP' when the code is refused", async () => {
    verifyMock.mockRejectedValue(networkError());
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    await submitOtp();
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Enter OTP')).toHaveValue('654321');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the new password and its confirmation', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    await submitOtp();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    await submitPasswords('abc', 'abd');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to reset password' when the reset fails without a message", async () => {
    resetMock.mockRejectedValue(networkError());
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    await submitOtp();
    await submitPasswords();
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('newpass1');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/reset-password$/);
  });

  it('goes back to the code step when the code expired meanwhile', async () => {
    const expired = 'OTP has expired. Please request a new one.';
    resetMock.mockRejectedValue(apiError(400, expired, { otp: expired }));
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await submitEmail();
    await submitOtp();
    await submitPasswords();
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(screen.getByLabelText('Enter OTP')).toHaveAccessibleDescription(new RegExp(expired.replace('.', '\\.')));
  });

  describe('back to the code step without a new code', () => {
    const expired = 'OTP has expired. Please request a new one.';
    let now = Date.parse('2026-03-01T10:00:00Z');
    beforeEach(() => {
      now = Date.parse('2026-03-01T10:00:00Z');
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      resetMock.mockRejectedValue(apiError(400, expired, { otp: expired }));
    });
    afterEach(() => jest.restoreAllMocks());

    it('lets the shopper ask for a new code at once when the code expired', async () => {
      renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
      await submitEmail();
      await submitOtp();
      now += 11 * 60_000;
      await submitPasswords();
      expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'false');
      expect(screen.getByText("Didn't get the code? You can resend it now.")).toBeInTheDocument();
    });

    it('waits only what is left of the minute since the code was sent', async () => {
      renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
      await submitEmail();
      await submitOtp();
      now += 45_000;
      await submitPasswords();
      expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
      expect(screen.getByText('You can resend the code in 15 s.')).toBeInTheDocument();
    });
  });

  it('keeps the page the shopper came from on the way to login', async () => {
    renderWithProviders(<ResetPasswordPage />, {
      path: '/auth/reset-password',
      state: { from: { pathname: '/checkout', search: '?step=2' } },
    });
    await submitEmail();
    await submitOtp();
    await submitPasswords();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth/login email=${EMAIL} from=/checkout?step=2`),
    );
  });

  it("'Back to Login' keeps the page the shopper came from", async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password', state: { from: '/account/orders' } });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login from=/account/orders'));
  });
});
