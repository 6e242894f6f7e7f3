import { useEffect, useRef } from 'react';
import { api, unwrap } from '@storefront/shared/api';
import { useLanguage } from '@storefront/shared/i18n';
import { useAppSelector } from '@storefront/shared/store';
import { selectToken } from '@storefront/shared/session';

/** Saves a logged-in customer's language on the server, where the mails read it. */
export function saveLanguage(language: string): Promise<unknown> {
  return unwrap(api.put('/customer/language', { language }));
}

/**
 * The server learns the customer's language when it changes: on logging in (the language this
 * browser shows) and on switching while logged in. Not on every page load: nothing changed then.
 * A failed save is not worth a notice: the next switch or login saves again.
 */
export function LanguageSync() {
  const { language } = useLanguage();
  const hasSession = useAppSelector(selectToken) !== null;
  const previous = useRef<{ language: string; hasSession: boolean } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { language, hasSession };
    if (!before || !hasSession) return;
    if (before.language !== language || !before.hasSession) {
      saveLanguage(language).catch((error: unknown) => console.warn('[shell] the language was not saved', error));
    }
  }, [language, hasSession]);
  return null;
}
