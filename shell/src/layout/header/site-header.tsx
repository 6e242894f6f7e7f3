import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import { RemoteSection } from '../../remotes/remote-section';
import { remotePages } from '../../remotes/remote-pages';
import { MenuIcon, SearchIcon } from '../../components/icons';
import { BasketLink } from './basket-link';
import { WishlistLink } from './wishlist-link';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from './language-switch';
import { useText } from '../../i18n';
import styles from './site-header.module.css';

export const CATEGORY_SIDEBAR_ID = 'category-sidebar';
const SEARCH_SLOT_ID = 'header-search';

interface SiteHeaderProps {
  categoriesOpen: boolean;
  onOpenCategories: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function SiteHeader({ categoriesOpen, onOpenCategories, menuButtonRef }: SiteHeaderProps) {
  // Up to 768px the search box hides behind a toggle; wider screens always show it (CSS).
  const [searchOpen, setSearchOpen] = useState(false);
  const { t } = useText();
  const { pathname } = useLocation();
  // A new page closes it, in the render that sees the new path.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSearchOpen(false);
  }
  const slotRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Opening the toggle is asking to type: focus the search field it reveals.
  useEffect(() => {
    if (searchOpen) slotRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [searchOpen]);

  // A tap anywhere else closes the panel, as it does the category sidebar (the toggle toggles it).
  useEffect(() => {
    if (!searchOpen) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (!slotRef.current?.contains(target) && !toggleRef.current?.contains(target)) setSearchOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [searchOpen]);

  // Escape closes the panel like every other overlay, but only once the search box (a remote) has
  // not used it: its own first Escape closes the results and prevents the default.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !searchOpen) return;
    // Also stops the browser clearing the field: the query is still there when the panel reopens.
    event.preventDefault();
    setSearchOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.iconButton}
          aria-label={t('header.categories')}
          aria-expanded={categoriesOpen}
          aria-controls={CATEGORY_SIDEBAR_ID}
          onClick={onOpenCategories}
        >
          <MenuIcon />
        </button>
        {/* Named by its content ("Storefront home"), so the name holds the words a person sees. */}
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            S
          </span>
          {/* Visually hidden on the narrowest phones (CSS), where only the mark fits. */}
          <span className={styles.logoText}>Storefront</span>
          <span className="visually-hidden"> {t('header.home')}</span>
        </Link>
        {/* Not a control of its own: onKeyDown hears the Escape that bubbles up from the search box inside. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only catches key events bubbling from the search box's own controls */}
        <div
          ref={slotRef}
          id={SEARCH_SLOT_ID}
          className={searchOpen ? `${styles.search} ${styles.searchOpen}` : styles.search}
          onKeyDown={onSearchKeyDown}
          // Where focus waits while 'Retry search' brings the search box back (RetryButton).
          data-focus-area=""
          tabIndex={-1}
        >
          <RemoteSection module={remotePages.searchBox} compact label={t('header.search')} />
        </div>
        <div className={styles.actions}>
          <button
            ref={toggleRef}
            type="button"
            className={`${styles.iconButton} ${styles.searchToggle}`}
            aria-label={t('header.searchProducts')}
            aria-expanded={searchOpen}
            aria-controls={SEARCH_SLOT_ID}
            onClick={() => setSearchOpen((value) => !value)}
          >
            <SearchIcon />
          </button>
          <LanguageSwitch />
          <UserMenu />
          <WishlistLink />
          <BasketLink />
        </div>
      </div>
    </header>
  );
}
