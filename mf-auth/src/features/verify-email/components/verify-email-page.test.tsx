import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, codeRecentlySent, networkError } from '../../../test-utils/api-error';
import { renderWithProviders } from '@storefront/shared/testing';
import { requestOtp, verifyEmail } from '../../../lib/otp-api';
import VerifyEmailPage from './verify-email-page';

jest.mock('../../../lib/otp-api');
const requestMock = jest.mocked(requestOtp);
const verifyMock = jest.mocked(verifyEmail);

const EMAIL = 'usman@example.pk';

async function submitEmail(email = EMAIL) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function submitOtp(code = '112233') {
  await userEvent.type(await screen.findByLabelText('Enter OTP'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
}

describe('VerifyEmailPage', () => {
  beforeEach(() => {
    requestMock.mockReset().mockResolvedValue({ data: null, mess: 'Done' });
    verifyMock.mockReset().mockResolvedValue({ data: null, mess: 'Done' });
  });

  it("checks the e-mail: 'Email is required', 'Enter a valid email'", async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    expect(document.title).toBe('Verify Email | Storefront');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await submitEmail('usman.example.pk');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('sends a code, verifies it and goes to login', async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    expect(requestMock).toHaveBeenCalledWith(EMAIL, 'verify');
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();

    await submitOtp();
    expect(verifyMock).toHaveBeenCalledWith(EMAIL, '112233');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/auth/login email=${EMAIL}`));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
  });

  it('an account that kept no password goes on to the reset screen to choose one, with the e-mail', async () => {
    verifyMock.mockResolvedValue({
      data: { passwordSet: false },
      mess: 'Email verified successfully. Please choose a password.',
    });
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    await submitOtp();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth/reset-password email=${EMAIL}`),
    );
    expect(await screen.findByText('Email verified successfully. Please choose a password.')).toBeInTheDocument();
  });

  it('goes on to the code step when a code was sent moments ago, resend waiting as the server asks', async () => {
    requestMock.mockRejectedValue(codeRecentlySent(45));
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    expect(await screen.findByText('Please wait 45 seconds before requesting another code.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    expect(screen.getByText('You can resend the code in 45 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'true');
    await submitOtp();
    expect(verifyMock).toHaveBeenCalledWith(EMAIL, '112233');
  });

  it('stays on the e-mail step when the wait is another, longer limit', async () => {
    requestMock.mockRejectedValue(
      apiError(429, 'Too many codes requested. Please try again in 30 minutes.', undefined, { 'retry-after': '1800' }),
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    expect(await screen.findByText('Too many codes requested. Please try again in 30 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it.each([[400, 'Enter a valid email']])(
    'puts a %i refusal of the address on the Email input, which gets focus',
    async (status, message) => {
      // As the API answers: the refusal names the email field.
      requestMock.mockRejectedValue(apiError(status, message, { email: message }));
      renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
      await submitEmail();
      // Once in the notification, once under the input, which it describes and marks invalid.
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      const email = screen.getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(message);
      await waitFor(() => expect(email).toHaveFocus());
      expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
      // Edited, the address is checked afresh: the server's refusal no longer applies.
      await userEvent.type(email, 'x');
      await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    },
  );

  it("says 'Failed to send OTP' and stays when the code cannot be sent", async () => {
    requestMock.mockRejectedValue(networkError());
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    // Not the address's fault: nothing marked on the input.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it("says 'Invalid OTP' when the code is refused", async () => {
    verifyMock.mockRejectedValue(apiError(400, 'Invalid OTP', { otp: 'Invalid OTP' }));
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await submitEmail();
    await submitOtp();
    // Once in the notification, once under the input.
    await waitFor(() => expect(screen.getAllByText('Invalid OTP')).toHaveLength(2));
    expect(screen.getByLabelText('Enter OTP')).toHaveAccessibleDescription(/Invalid OTP/);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/verify$/);
  });

  it('keeps the page the shopper came from on the way to login', async () => {
    renderWithProviders(<VerifyEmailPage />, {
      path: '/auth/verify',
      state: { email: EMAIL, from: { pathname: '/checkout', search: '' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await submitOtp();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth/login email=${EMAIL} from=/checkout`),
    );
  });

  it("'Back to Login' keeps the page the shopper came from", async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify', state: { from: '/account/orders' } });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login from=/account/orders'));
  });

  it("'Back to Login' hands over the e-mail given here", async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify', state: { email: EMAIL } });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/auth/login email=${EMAIL}`));
  });

  it('prefills the e-mail handed over by the login page and can change it', async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify', state: { email: EMAIL } });
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change Email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue(EMAIL);
  });
});
