import styles from './facts.module.css';

/** A saved record shown as a definition list, one term and value per row. */
export function Facts({ rows }: { rows: readonly (readonly [term: string, value: string])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
