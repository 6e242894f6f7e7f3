import type { ReactNode } from 'react';
import styles from './static-page.module.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Numbered sections with their own headings, so the page outline is navigable by screen readers. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className={styles.sections}>
      {sections.map((section, index) => (
        <li key={section.title}>
          <section aria-labelledby={`legal-${index + 1}`}>
            <h2 id={`legal-${index + 1}`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        </li>
      ))}
    </ol>
  );
}
