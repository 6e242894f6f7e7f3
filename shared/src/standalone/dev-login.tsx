import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { api, getErrorMessage, unwrap } from '@storefront/shared/api';
import { SHARED_NAMESPACE, useMessageText, useT } from '@storefront/shared/i18n';
import { loggedIn, redirectTarget } from '@storefront/shared/session';
import { useAppDispatch } from '@storefront/shared/store';
import type { ApiEnvelope, LoginResponse } from '@storefront/shared/types';
import styles from './standalone-app.module.css';

/**
 * A plain sign-in for a remote's standalone host that has no login page of its own (the real one
 * is mf-auth's): each host runs on its own origin, so it cannot reuse the storefront's session.
 */

/** A text field's value (a form field may also hold a file). */
const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');
export function DevLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useT(SHARED_NAMESPACE);
  const message = useMessageText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const session = await unwrap(
        api.post<ApiEnvelope<LoginResponse>>('/auth/login', {
          email: textOf(form.get('email')),
          password: textOf(form.get('password')),
        }),
      );
      dispatch(loggedIn(session));
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      setError(getErrorMessage(err, t('devLogin.failed')));
      setBusy(false);
    }
  };

  return (
    <section className={styles.devLogin} aria-labelledby="dev-login-title">
      <h1 id="dev-login-title">{t('devLogin.title')}</h1>
      <p className={styles.notFound}>{t('devLogin.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} className={styles.devLoginForm}>
        <label htmlFor="dev-login-email">{t('devLogin.email')}</label>
        <input id="dev-login-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="dev-login-password">{t('devLogin.password')}</label>
        <input id="dev-login-password" name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p role="alert" className={styles.error}>
            {message(error)}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('devLogin.signingIn') : t('devLogin.signIn')}
        </button>
      </form>
    </section>
  );
}
