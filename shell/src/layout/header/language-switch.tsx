import { LANGUAGE_CODES, LANGUAGES, switchLanguage, useLanguage } from '@storefront/shared/i18n';
import { useText } from '../../i18n';
import styles from './language-switch.module.css';

/**
 * English | اردو. Each language is named in itself (and marked with its `lang`, so a screen reader
 * reads it right); the page's own is pressed. Phones show only the other one: the header has no
 * room for both, and the one a shopper would press is the one they do not have.
 */
export function LanguageSwitch() {
  const { t } = useText();
  const { language } = useLanguage();
  return (
    <div role="group" aria-label={t('header.language')} className={styles.switch}>
      {LANGUAGE_CODES.map((code) => (
        <button
          key={code}
          type="button"
          lang={LANGUAGES[code].htmlLang}
          aria-pressed={code === language}
          className={styles.option}
          onClick={() => {
            if (code !== language) void switchLanguage(code);
          }}
        >
          {LANGUAGES[code].label}
        </button>
      ))}
    </div>
  );
}
