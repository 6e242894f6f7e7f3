import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from '@storefront/shared/router';
import { ToastHost } from '@storefront/shared/ui';
import { FirstPageGate } from './first-page-gate';
import { MAIN_CONTENT_ID, ScrollToTop } from './scroll-to-top';
import { SessionRenewal } from './session-renewal';
import { LanguageSync } from './language-sync';
import { CategorySidebar } from './category-sidebar/category-sidebar';
import { SiteFooter } from './footer/site-footer';
import { CATEGORY_SIDEBAR_ID, SiteHeader } from './header/site-header';
import { NoticeBar } from './notice-bar/notice-bar';
import { useText } from '../i18n';
import styles from './app-layout.module.css';

/**
 * The frame around every page: notice bar, header, category sidebar, main content, footer, toasts.
 * `firstPage`: the load of the opened page's code, which the main area waits for (FirstPageGate).
 */
export function AppLayout({ firstPage }: { firstPage?: Promise<void> }) {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useText();

  // Back or Forward while it is open: the new page must not sit under a panel that locks its scrolling.
  // Closed in the render that sees the new path (React renders again at once, before painting).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setCategoriesOpen(false);
  }

  const openCategories = useCallback(() => setCategoriesOpen(true), []);
  const closeCategories = useCallback(() => {
    setCategoriesOpen(false);
    // Focus goes back to where it came from.
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className={styles.app}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('layout.skipLink')}
      </a>
      <NoticeBar />
      <SiteHeader categoriesOpen={categoriesOpen} onOpenCategories={openCategories} menuButtonRef={menuButtonRef} />
      <CategorySidebar id={CATEGORY_SIDEBAR_ID} open={categoriesOpen} onClose={closeCategories} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <FirstPageGate load={firstPage}>
          <Outlet />
        </FirstPageGate>
      </main>
      <SiteFooter />
      <ToastHost />
      <ScrollToTop />
      <SessionRenewal />
      <LanguageSync />
    </div>
  );
}
