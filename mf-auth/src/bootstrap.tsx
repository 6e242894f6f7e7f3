// Standalone host for working on the auth pages alone (`npm run dev -w mf-auth`); in the storefront
// the shell renders the exposed pages instead.
import { Navigate } from '@storefront/shared/router';
import { mountStandalone } from '@storefront/shared/standalone';
import LoginPage from './exposes/login-page';
import RegisterPage from './exposes/register-page';
import ResetPasswordPage from './exposes/reset-password-page';
import VerifyEmailPage from './exposes/verify-email-page';

void mountStandalone({
  title: 'Auth',
  routes: [
    { path: '/', element: <Navigate to="/auth/login" replace />, handle: { label: 'Start' } },
    { path: '/auth', element: <LoginPage />, handle: { label: 'Auth root' } },
    { path: '/auth/login', element: <LoginPage />, handle: { label: 'Login' } },
    { path: '/auth/register', element: <RegisterPage />, handle: { label: 'Register' } },
    { path: '/auth/reset-password', element: <ResetPasswordPage />, handle: { label: 'Reset Password' } },
    { path: '/auth/verify', element: <VerifyEmailPage />, handle: { label: 'Verify Email' } },
  ],
});
