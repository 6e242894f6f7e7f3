import styles from './form.module.css';

interface Props {
  message: string | null;
  /** The message's own look; the form's success box unless given. */
  className?: string;
}

/** Always in the page, so a message is announced when it appears. */
export function StatusMessage({ message, className = styles.success }: Props) {
  return (
    <div role="status" className={styles.statusRegion}>
      {message && <p className={className}>{message}</p>}
    </div>
  );
}
