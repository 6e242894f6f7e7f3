import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'auth',
  dir: __dirname,
  port: 3004,
  title: 'Auth (standalone) | Storefront',
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegisterPage': './src/exposes/register-page.tsx',
    './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
    './VerifyEmailPage': './src/exposes/verify-email-page.tsx',
  },
});
