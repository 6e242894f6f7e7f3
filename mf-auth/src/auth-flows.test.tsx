// Flows that cross the app's features, as a shopper walks them: features never import each other,
// so a journey through several auth pages is tested here, at the app level.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from './features/login/api/login-api';
import LoginPage from './features/login/components/login-page';
import { register } from './features/register/api/register-api';
import RegisterPage from './features/register/components/register-page';
import { verifyEmail } from './lib/otp-api';
import { renderWithProviders } from '@storefront/shared/testing';

jest.mock('./features/login/api/login-api');
jest.mock('./features/register/api/register-api');
jest.mock('./lib/otp-api');

const user = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const from = { pathname: '/checkout', search: '?coupon=eid' };

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => localStorage.clear());

it('/checkout → login → Register → code → login → back to /checkout', async () => {
  jest.mocked(register).mockResolvedValue({ data: null });
  jest.mocked(verifyEmail).mockResolvedValue({ data: null });
  jest.mocked(login).mockResolvedValue({ data: { token: 'tok-123', user } });
  renderWithProviders(<LoginPage />, {
    path: '/auth/login',
    state: { from },
    routes: { '/auth/register': <RegisterPage /> },
  });
  await userEvent.click(screen.getByRole('link', { name: 'New User? Register' }));
  await userEvent.type(await screen.findByLabelText('Name'), user.name);
  await userEvent.type(screen.getByLabelText('Email'), user.email);
  await userEvent.type(screen.getByLabelText('Phone number'), user.phone);
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret12');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await userEvent.type(await screen.findByLabelText('Enter OTP'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue(user.email);
  await fillAndSubmit('', 'secret12');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\?coupon=eid$/));
});

it("register, then 'Already have an account? Login' before the code: the login form has the e-mail", async () => {
  jest.mocked(register).mockResolvedValue({ data: null });
  renderWithProviders(<RegisterPage />, { path: '/auth/register', routes: { '/auth/login': <LoginPage /> } });
  await userEvent.type(screen.getByLabelText('Name'), user.name);
  await userEvent.type(screen.getByLabelText('Email'), user.email);
  await userEvent.type(screen.getByLabelText('Phone number'), user.phone);
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret12');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByLabelText('Enter OTP');
  await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue(user.email);
});
