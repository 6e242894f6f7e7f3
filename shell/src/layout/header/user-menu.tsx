import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from '@storefront/shared/router';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { isAuthPath, logout, selectUser } from '@storefront/shared/session';
import { UserIcon } from '../../components/icons';
import { useText } from '../../i18n';
import styles from './user-menu.module.css';

/**
 * Router state for the Login and Register links: the page the shopper is on, so login brings them
 * back there (spec section 4), passed as `from` like the route guards do. On an auth page the origin
 * it already carries is kept instead: returning to a login or register form would make no sense.
 */
export function authLinkState(location: Location): { from: unknown } | undefined {
  if (!isAuthPath(location.pathname)) return { from: location };
  const from = (location.state as { from?: unknown } | null)?.from;
  return from ? { from } : undefined;
}

/**
 * A disclosure (button + panel of links) rather than an ARIA menu: plain links and Tab work as
 * everywhere else on the page. Closes on Esc, an outside click, focus leaving it and navigation.
 */
export function UserMenu() {
  const user = useAppSelector(selectUser);
  const { t } = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigation closes it, in the render that sees the new path.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Only take focus back when it was in the menu: Escape elsewhere must not move it.
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The session ends at once; its token is revoked on the server in the background.
  const onLogout = () => {
    void logout(dispatch);
    setOpen(false);
    // Nothing waits for the navigation: the router shows the login page once it is done.
    void navigate('/auth/login', { replace: true });
  };

  const close = () => setOpen(false);
  const firstName = user?.name?.trim().split(/\s+/)[0];

  return (
    <div
      className={styles.root}
      ref={rootRef}
      // Lifts the header above the notices while open (site-header.module.css).
      data-menu-open={open || undefined}
      onBlur={(event) => {
        // Tabbing out closes it. No relatedTarget means a click (some browsers do not focus clicked
        // buttons): the outside-click handler decides then.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        {/* Name: "Account" or "Account, Ayesha"; the visible text is just the first name once logged in,
            cut short with an ellipsis when long (CSS). The name and the open menu keep it whole. */}
        <span className={styles.triggerText}>
          {user ? (
            <>
              <span className="visually-hidden">{t('userMenu.accountOf')}</span>
              <span className={styles.firstName}>{firstName}</span>
            </>
          ) : (
            t('userMenu.account')
          )}
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {user ? (
          <>
            <div className={styles.identity}>
              <span className={styles.name}>{user.name}</span>
              <span className={styles.email}>{user.email}</span>
            </div>
            <ul className={styles.list}>
              <li>
                <Link to="/account" onClick={close}>
                  {t('userMenu.myAccount')}
                </Link>
              </li>
              <li>
                <Link to="/account/orders" onClick={close}>
                  {t('userMenu.myOrders')}
                </Link>
              </li>
              <li>
                <Link to="/account/addresses" onClick={close}>
                  {t('userMenu.myAddresses')}
                </Link>
              </li>
            </ul>
            <button type="button" className={styles.logout} onClick={onLogout}>
              {t('userMenu.logout')}
            </button>
          </>
        ) : (
          <ul className={styles.list}>
            <li>
              <Link to="/auth/login" state={authLinkState(location)} onClick={close}>
                {t('userMenu.login')}
              </Link>
            </li>
            <li>
              <Link to="/auth/register" state={authLinkState(location)} onClick={close}>
                {t('userMenu.register')}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
