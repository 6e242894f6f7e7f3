import { Link, Navigate, useLocation, useNavigate } from '@storefront/shared/router';
import { redirectTarget, selectIsLoggedIn } from '@storefront/shared/session';
import { useAppSelector } from '@storefront/shared/store';
import { useDocumentTitle } from '@storefront/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { emailFromState } from '../../../lib/email-from-state';
import { useText } from '../../../i18n';
import { LoginForm } from './login-form';

/** /auth and /auth/login. A shopper already logged in is sent on to where they were going. */
export default function LoginPage() {
  const { t } = useText();
  useDocumentTitle(t('login.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const target = redirectTarget(location.state);
  // Links to the other auth pages keep where the shopper came from: those flows end back here.
  const linkState = authFlowState(location.state);

  if (isLoggedIn) return <Navigate to={target} replace />;
  // Sent here by the shell's guard (checkout, account, order results), not by a Login link.
  const loginRequired = (location.state as { loginRequired?: unknown } | null)?.loginRequired === true;

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          <Link to="/auth/register" state={linkState} className={formStyles.link}>
            {t('links.register')}
          </Link>
          <Link to="/auth/verify" state={linkState} className={formStyles.link}>
            {t('links.verifyEmail')}
          </Link>
        </>
      }
    >
      {loginRequired && <p className={formStyles.lead}>{t('login.loginRequired')}</p>}
      <LoginForm
        initialEmail={emailFromState(location.state)}
        onLoggedIn={() => void navigate(target, { replace: true })}
      />
    </AuthCard>
  );
}
