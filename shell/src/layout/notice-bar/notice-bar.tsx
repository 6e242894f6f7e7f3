import en from '../../i18n/en.json';
import { useText } from '../../i18n';
import styles from './notice-bar.module.css';

/** The English notice, as tests look for it. */
export const NOTICE_TEXT = en.notice.text;

/** The slim announcement bar above the header. */
export function NoticeBar() {
  const { t } = useText();
  return (
    <aside className={styles.notice} aria-label={t('notice.label')}>
      <p className={styles.text}>{t('notice.text')}</p>
    </aside>
  );
}
