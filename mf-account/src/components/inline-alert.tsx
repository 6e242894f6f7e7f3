import styles from './form.module.css';

/** A failure told in place, announced at once (never window.alert). */
export function InlineAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <p role="alert" className={styles.alert}>{message}</p>;
}
