import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, networkError } from '../../../test-utils/api-error';
import { renderWithProviders } from '@storefront/shared/testing';
import { resendOtp, verifyEmail } from '../../../lib/otp-api';
import { register } from '../api/register-api';
import RegisterPage from './register-page';

jest.mock('../api/register-api');
jest.mock('../../../lib/otp-api');
const registerMock = jest.mocked(register);
const verifyEmailMock = jest.mocked(verifyEmail);

const details = {
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '03211234567',
  password: 'secret12',
  confirmPassword: 'secret12',
};

async function fillDetails(values: Partial<typeof details> = details) {
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.phone) await userEvent.type(screen.getByLabelText('Phone number'), values.phone);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
}

const submitDetails = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function reachOtpStep() {
  registerMock.mockResolvedValue({ data: null, mess: 'Registration successful! You can now verify Email' });
  renderWithProviders(<RegisterPage />, { path: '/auth/register' });
  await fillDetails();
  await submitDetails();
  await screen.findByRole('heading', { name: 'Verify your email' });
}

describe('RegisterPage', () => {
  beforeEach(() => {
    registerMock.mockReset();
    verifyEmailMock.mockReset();
  });

  it('shows every required message and sends nothing', async () => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    expect(document.title).toBe('Register | Storefront');
    await submitDetails();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('checks e-mail, Pakistani phone, password length and the confirmation', async () => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails({
      name: 'Bilal',
      email: 'bilal.example.pk',
      phone: '0421234567',
      password: 'abc12',
      confirmPassword: 'abc123',
    });
    await submitDetails();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Invalid Pakistani phone number. Format: 03XXXXXXXXX')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Format: 03XXXXXXXXX Invalid Pakistani phone number. Format: 03XXXXXXXXX',
    );
    expect(registerMock).not.toHaveBeenCalled();
  });

  it.each(['0300-1234567', '+92 300 1234567', '0092 300 123 4567'])(
    'takes the phone %p in full and registers it as 03XXXXXXXXX',
    async (phone) => {
      registerMock.mockResolvedValue({ data: null });
      renderWithProviders(<RegisterPage />, { path: '/auth/register' });
      const input = screen.getByLabelText('Phone number');
      expect(input).toHaveAttribute('inputmode', 'tel');
      expect(input).toHaveAttribute('autocomplete', 'tel');
      await fillDetails({ ...details, phone });
      expect(input).toHaveValue(phone);
      await submitDetails();
      await screen.findByRole('heading', { name: 'Verify your email' });
      expect(registerMock).toHaveBeenCalledWith({ ...details, phone: '03001234567' });
    },
  );

  it('moves focus to the first invalid field after a failed submit', async () => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails({ ...details, phone: '0300-12345' });
    await submitDetails();
    expect(await screen.findByText('Invalid Pakistani phone number. Format: 03XXXXXXXXX')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(registerMock).not.toHaveBeenCalled();
  });

  it("registers, shows the server's message and moves focus to the code step", async () => {
    await reachOtpStep();
    expect(registerMock).toHaveBeenCalledWith(details);
    expect(await screen.findByText('Registration successful! You can now verify Email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toHaveFocus();
    expect(screen.getByText('bilal@example.pk')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });

  it('uses its own success text when the server sends none', async () => {
    registerMock.mockResolvedValue({ data: null });
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails();
    await submitDetails();
    expect(await screen.findByText('Registration successful! You can now verify Email')).toBeInTheDocument();
  });

  it('Change Email returns to the details with everything still filled in', async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue(details.name);
    expect(screen.getByLabelText('Email')).toHaveValue(details.email);
    expect(screen.getByLabelText('Phone number')).toHaveValue(details.phone);
    expect(screen.getByLabelText('Password')).toHaveValue(details.password);
    expect(screen.getByLabelText('Confirm password')).toHaveValue(details.confirmPassword);
  });

  it('Change Email, then the same e-mail again, goes back to the code without registering twice', async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await submitDetails();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledTimes(1);
  });

  describe('back to the code without a new one', () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    beforeEach(() => {
      now = Date.parse('2026-03-01T10:00:00Z');
      jest.spyOn(Date, 'now').mockImplementation(() => now);
    });
    afterEach(() => jest.restoreAllMocks());

    it("'Resend OTP' waits only what is left since the code was sent", async () => {
      await reachOtpStep();
      expect(screen.getByText('You can resend the code in 60 s.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
      now += 40_000;
      await submitDetails();
      expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
      expect(screen.getByText('You can resend the code in 20 s.')).toBeInTheDocument();
      expect(registerMock).toHaveBeenCalledTimes(1);
    });

    it("'Resend OTP' works at once when the code was sent more than a minute ago", async () => {
      await reachOtpStep();
      await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
      now += 5 * 60_000;
      await submitDetails();
      expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      expect(screen.getByText("Didn't get the code? You can resend it now.")).toBeInTheDocument();
    });

    it("counts from the last code 'Resend OTP' sent", async () => {
      jest.mocked(resendOtp).mockResolvedValue({ data: null, mess: 'OTP sent to your email' });
      await reachOtpStep();
      now += 90_000;
      const resend = screen.getByRole('button', { name: 'Resend OTP' });
      await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'false'));
      await userEvent.click(resend);
      expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
      expect(resendOtp).toHaveBeenCalledWith(details.email, 'verify');
      await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
      now += 10_000;
      await submitDetails();
      expect(await screen.findByText('You can resend the code in 50 s.')).toBeInTheDocument();
    });
  });

  it.each([
    ['password', { password: 'newsecret', confirmPassword: 'newsecret' }],
    ['phone', { phone: '03451234567' }],
    ['name', { name: 'Bilal A. Khan' }],
  ])('Change Email, same e-mail but a new %s: registers again with the new details', async (_field, changes) => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    for (const [field, value] of Object.entries(changes)) {
      const label = { name: 'Name', phone: 'Phone number', password: 'Password', confirmPassword: 'Confirm password' }[
        field
      ]!;
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await submitDetails();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(registerMock).toHaveBeenLastCalledWith({ ...details, ...changes });
  });

  it('Change Email, same e-mail, new password: sent again, and the new code is awaited', async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'newsecret');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'newsecret');
    await submitDetails();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(registerMock).toHaveBeenLastCalledWith({ ...details, password: 'newsecret', confirmPassword: 'newsecret' });
  });

  it('Change Email to another address registers that one', async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'other@example.pk');
    await submitDetails();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(registerMock).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'other@example.pk' }));
  });

  it('keeps the details and marks the fields when the server refuses them', async () => {
    const message = 'Password must not be your email address';
    registerMock.mockRejectedValue(apiError(400, message, { password: message }));
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails();
    await submitDetails();
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(screen.getByLabelText('Name')).toHaveValue(details.name);
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it.each([
    ['      ', 'Password cannot be only spaces'],
    ['password', 'This password is too common. Please choose one that is harder to guess.'],
    ['Bilal@Example.pk', 'Password must not be your email address'],
  ])('refuses the password %j with its message before asking the server', async (password, message) => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails({ ...details, password, confirmPassword: password });
    await submitDetails();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('says registration failed when the server cannot be reached', async () => {
    registerMock.mockRejectedValue(networkError());
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fillDetails();
    await submitDetails();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it("checks the code's format before sending it", async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    expect(verifyEmailMock).not.toHaveBeenCalled();
  });

  it('verifies the code, says so and goes to login with the e-mail', async () => {
    verifyEmailMock.mockResolvedValue({ data: null, mess: 'Email verified successfully' });
    await reachOtpStep();
    await userEvent.type(screen.getByLabelText('Enter OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login email=bilal@example.pk'));
    expect(verifyEmailMock).toHaveBeenCalledWith('bilal@example.pk', '123456');
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
  });

  it("after registering, 'Already have an account? Login' fills the login form with that e-mail", async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login email=bilal@example.pk'));
  });

  it('an account that kept no password (registered twice with different ones) goes on to choose one, as the server says', async () => {
    const mess =
      'Email verified successfully. It was registered more than once with different passwords, so none of them was kept: please choose your password with Forgot Password.';
    verifyEmailMock.mockResolvedValue({ data: { passwordSet: false }, mess });
    await reachOtpStep();
    await userEvent.type(screen.getByLabelText('Enter OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/reset-password email=bilal@example.pk'),
    );
    expect(await screen.findByText(mess)).toBeInTheDocument();
    expect(screen.queryByText('OTP verified successfully')).not.toBeInTheDocument();
  });

  it('keeps the page the shopper came from on the way to login', async () => {
    verifyEmailMock.mockResolvedValue({ data: null, mess: 'Email verified successfully' });
    registerMock.mockResolvedValue({ data: null });
    renderWithProviders(<RegisterPage />, {
      path: '/auth/register',
      state: { from: { pathname: '/checkout', search: '?coupon=eid' } },
    });
    await fillDetails();
    await submitDetails();
    await userEvent.type(await screen.findByLabelText('Enter OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/auth/login email=bilal@example.pk from=/checkout?coupon=eid',
      ),
    );
  });

  it("'Already have an account? Login' keeps the page the shopper came from", async () => {
    renderWithProviders(<RegisterPage />, {
      path: '/auth/register',
      state: { from: { pathname: '/checkout', search: '' } },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login from=/checkout'));
  });

  it.each([
    ['Login', '/auth/login email=bilal@example.pk from=/checkout'],
    ['Forgot Password?', '/auth/reset-password email=bilal@example.pk from=/checkout'],
  ])(
    'the code step tells an owner of the address where to go (the server answers every address alike): %s',
    async (name, where) => {
      registerMock.mockResolvedValue({ data: null });
      renderWithProviders(<RegisterPage />, { path: '/auth/register', state: { from: '/checkout' } });
      await fillDetails();
      await submitDetails();
      const note = (await screen.findByText(/Already have an account with this email\?/)).closest('p')!;
      expect(note).toHaveTextContent('Then we have sent you a reminder instead of a code');
      await userEvent.click(within(note).getByRole('link', { name }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
    },
  );

  it("shows 'Invalid OTP' and stays on the code step when the code is wrong", async () => {
    verifyEmailMock.mockRejectedValue(apiError(400, 'Invalid OTP', { otp: 'Invalid OTP' }));
    await reachOtpStep();
    await userEvent.type(screen.getByLabelText('Enter OTP'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByLabelText('Enter OTP')).toHaveAccessibleDescription(/Invalid OTP/));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/register$/);
  });
});
