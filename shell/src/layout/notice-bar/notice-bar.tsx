import styles from './notice-bar.module.css';

export const NOTICE_TEXT = 'Cash on delivery available across Pakistan';

/** The slim announcement bar above the header. */
export function NoticeBar() {
  return (
    <aside className={styles.notice} aria-label="Announcement">
      <p className={styles.text}>{NOTICE_TEXT}</p>
    </aside>
  );
}
