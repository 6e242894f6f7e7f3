import { Suspense, useEffect } from 'react';
import { Link, NavLink, useLocation, useRoutes, type RouteObject } from '@storefront/shared/router';
import { selectCartItemCount } from '@storefront/shared/cart';
import { LANGUAGE_CODES, LANGUAGES, SHARED_NAMESPACE, switchLanguage, useT } from '@storefront/shared/i18n';
import { logout, selectUser, sessionRenewed } from '@storefront/shared/session';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { Spinner, ToastHost } from '@storefront/shared/ui';
import { DevLogin } from './dev-login';
import styles from './standalone-app.module.css';

export interface StandaloneAppProps {
  title: string;
  routes: RouteObject[];
}

/** Links for the routes a person can open directly (no parameters, no catch-all). */
export function navigableRoutes(routes: RouteObject[]): { path: string; label: string }[] {
  return routes
    .filter(
      (r): r is RouteObject & { path: string } =>
        typeof r.path === 'string' && !r.path.includes(':') && !r.path.includes('*'),
    )
    .map((r) => {
      const label = (r.handle as { label?: unknown } | undefined)?.label;
      return { path: r.path, label: typeof label === 'string' ? label : r.path };
    });
}

const LOGIN_PATH = '/auth/login';

const serves = (routes: RouteObject[], path: string) =>
  routes.some((r) => r.path === path || (path === '/' && r.index));

/** The app's routes, plus a development sign-in when the app has no login page of its own. */
function withDevLogin(routes: RouteObject[]): RouteObject[] {
  return serves(routes, LOGIN_PATH) ? routes : [...routes, { path: LOGIN_PATH, element: <DevLogin /> }];
}

/**
 * The small host a remote's team runs alone: a slim top bar around the remote's own pages. It links
 * only to pages this app serves; the rest of the storefront is the shell's.
 */
export function StandaloneApp({ title, routes }: StandaloneAppProps) {
  const element = useRoutes(withDevLogin(routes));
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const basketCount = useAppSelector(selectCartItemCount);
  const { t, language } = useT(SHARED_NAMESPACE);

  const loggedIn = user !== null;
  const home = serves(routes, '/') ? '/' : (navigableRoutes(routes)[0]?.path ?? '/');
  const basket = (
    <>
      {t('standalone.basket')} <span className={styles.count}>{basketCount}</span>
      <span className="visually-hidden"> {t('standalone.items', { count: basketCount })}</span>
    </>
  );

  // As in the shell: every route change scrolls to the top and keeps a logged-in session alive.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (loggedIn) dispatch(sessionRenewed());
  }, [pathname, loggedIn, dispatch]);

  return (
    <>
      <header className={styles.bar}>
        <Link to={home} className={styles.title}>
          {title}
        </Link>
        <nav aria-label={t('standalone.pages')} className={styles.nav}>
          {navigableRoutes(routes).map((r) => (
            <NavLink
              key={r.path}
              to={r.path}
              end
              className={({ isActive }) => (isActive ? styles.active : styles.link)}
            >
              {r.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.status}>
          {/* A remote's team checks its pages in every language, as the shell's switch would show them. */}
          <div role="group" aria-label={t('standalone.language')} className={styles.languages}>
            {LANGUAGE_CODES.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                className={styles.button}
                aria-pressed={code === language}
                onClick={() => void switchLanguage(code)}
              >
                {LANGUAGES[code].label}
              </button>
            ))}
          </div>
          {serves(routes, '/basket') ? (
            <Link to="/basket" className={styles.link}>
              {basket}
            </Link>
          ) : (
            <span className={styles.link}>{basket}</span>
          )}
          {user ? (
            <>
              <span className={styles.user}>{user.name}</span>
              <button type="button" className={styles.button} onClick={() => void logout(dispatch)}>
                {t('standalone.logout')}
              </button>
            </>
          ) : (
            <Link to={LOGIN_PATH} state={{ from: { pathname, search } }} className={styles.link}>
              {t('standalone.login')}
            </Link>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<Spinner />}>
          {element ?? <p className={styles.notFound}>{t('standalone.notFound', { path: pathname })}</p>}
        </Suspense>
      </main>
      <ToastHost />
    </>
  );
}
