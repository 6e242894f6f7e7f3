import { useId, useRef, useState } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import { Formik, type FormikProps } from 'formik';
import { getFailureReason, getFieldErrors } from '@storefront/shared/api';
import { loginSchema } from '@storefront/shared/validation';
import { loggedIn } from '@storefront/shared/session';
import { useAppDispatch } from '@storefront/shared/store';
import { notify } from '@storefront/shared/ui';
import { AuthForm } from '../../../components/auth-form';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { EmailField } from '../../../components/text-field';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { noticeText } from '../../../lib/messages';
import { failureText, reportFailure, type Failure } from '../../../lib/report-failure';
import { useText } from '../../../i18n';
import { login, type Credentials } from '../api/login-api';

/**
 * An account whose e-mail is not verified yet: the API says so by a reason (its words are in the
 * page's language); an API from before the reason existed, by its English words.
 */
function isUnverified(err: unknown, refusal: Failure): boolean {
  if (getFailureReason(err) === 'email-not-verified') return true;
  return 'message' in refusal && /verify your email/i.test(refusal.message);
}

export interface LoginFormProps {
  initialEmail?: string;
  /** Called after the session is stored. */
  onLoggedIn: () => void;
}

export function LoginForm({ initialEmail = '', onLoggedIn }: LoginFormProps) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const state: unknown = useLocation().state;
  const failureId = useId();
  // A refused login is kept on the page until the next try (the next submit, valid or not), not only
  // in the notification that goes after 5 s: 'Invalid email or password' describes both inputs (and
  // marks them invalid), and an unverified account keeps its Verify Email link reachable. A failure
  // the server tied to one field shows beside that field instead. It is kept as it arrived, so it
  // reads in the page's language even after a switch.
  const [failure, setFailure] = useState<{
    failure: Failure;
    email: string;
    unverified: boolean;
    attempt: number;
  } | null>(null);
  // Formik's own handle on the form, to read which submit a failure belongs to.
  const form = useRef<FormikProps<Credentials>>(null);

  return (
    <Formik<Credentials>
      initialValues={{ email: initialEmail, password: '' }}
      validationSchema={loginSchema}
      innerRef={form}
      onSubmit={async (values, helpers) => {
        const email = values.email.trim();
        try {
          const { data } = await login({ email, password: values.password });
          dispatch(loggedIn({ token: data.token, user: data.user }));
          notify.success(noticeText('loginSuccess'));
          onLoggedIn();
        } catch (err) {
          const refusal = reportFailure(err, 'loginFailed', helpers);
          const unverified = isUnverified(err, refusal);
          if (unverified || Object.keys(getFieldErrors(err)).length === 0) {
            setFailure({ failure: refusal, email, unverified, attempt: form.current?.submitCount ?? 0 });
          }
        }
      }}
    >
      {({ isSubmitting, submitCount }) => {
        // Gone at the next submit, before its own errors are focused: the inputs it marked may be fine now.
        const shown = failure?.attempt === submitCount ? failure : null;
        return (
          <AuthForm>
            {shown?.unverified && (
              <p id={failureId} className={formStyles.notice} role="alert">
                {failureText(shown.failure)}{' '}
                <Link to="/auth/verify" state={authFlowState(state, shown.email)} className={formStyles.link}>
                  {t('links.verifyEmail')}
                </Link>
              </p>
            )}
            {/* Not an alert: the error notification has just said it. */}
            {shown && !shown.unverified && (
              <p id={failureId} className={formStyles.notice}>
                {failureText(shown.failure)}
              </p>
            )}
            <EmailField describedBy={shown ? failureId : undefined} invalid={shown !== null && !shown.unverified} />
            <PasswordField
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
              describedBy={shown ? failureId : undefined}
              invalid={shown !== null && !shown.unverified}
            />
            <div className={formStyles.actions}>
              <Link to="/auth/reset-password" state={authFlowState(state)} className={formStyles.link}>
                {t('links.forgotPassword')}
              </Link>
            </div>
            <SubmitButton busy={isSubmitting} busyLabel={t('login.busy')}>
              {t('login.submit')}
            </SubmitButton>
          </AuthForm>
        );
      }}
    </Formik>
  );
}
