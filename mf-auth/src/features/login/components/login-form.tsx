import { useState } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import { Formik } from 'formik';
import { loginSchema } from '@storefront/shared/validation';
import { loggedIn } from '@storefront/shared/session';
import { useAppDispatch } from '@storefront/shared/store';
import { notify } from '@storefront/shared/ui';
import { AuthForm } from '../../../components/auth-form';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { AUTH_TEXT } from '../../../lib/messages';
import { reportFailure } from '../../../lib/report-failure';
import { login, type Credentials } from '../api/login-api';

/** The API refuses unverified accounts with a message that asks to verify the e-mail. */
const UNVERIFIED = /verify your email/i;

export interface LoginFormProps {
  initialEmail?: string;
  /** Called after the session is stored. */
  onLoggedIn: () => void;
}

export function LoginForm({ initialEmail = '', onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const { state } = useLocation();
  // Kept on the page (not only in the toast) so the Verify Email link stays reachable.
  const [unverified, setUnverified] = useState<{ message: string; email: string } | null>(null);

  return (
    <Formik<Credentials>
      initialValues={{ email: initialEmail, password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values, helpers) => {
        setUnverified(null);
        const email = values.email.trim();
        try {
          const { data, mess } = await login({ email, password: values.password });
          dispatch(loggedIn({ token: data.token, user: data.user }));
          notify.success(mess ?? AUTH_TEXT.loginSuccess);
          onLoggedIn();
        } catch (err) {
          const message = reportFailure(err, AUTH_TEXT.loginFailed, helpers);
          if (UNVERIFIED.test(message)) setUnverified({ message, email });
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          {unverified && (
            <p className={formStyles.notice} role="alert">
              {unverified.message}{' '}
              <Link to="/auth/verify" state={authFlowState(state, unverified.email)} className={formStyles.link}>
                Verify Email
              </Link>
            </p>
          )}
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <div className={formStyles.actions}>
            <Link to="/auth/reset-password" state={authFlowState(state)} className={formStyles.link}>
              Forgot Password?
            </Link>
          </div>
          <SubmitButton busy={isSubmitting} busyLabel="Logging in…">
            Login
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>
  );
}
