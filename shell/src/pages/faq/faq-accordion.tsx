import { useId, useState, type ReactNode } from 'react';
import { MinusIcon, PlusIcon } from '../../components/icons';
import styles from './faq-page.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** At most one answer open at a time (spec section 4); each question is a button controlling its region. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={open ? `${styles.item} ${styles.itemOpen}` : styles.item}>
            <h2 className={styles.question}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon}>{open ? <MinusIcon /> : <PlusIcon />}</span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
