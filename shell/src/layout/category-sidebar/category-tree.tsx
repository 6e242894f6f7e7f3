import { useId } from 'react';
import { Link } from '@storefront/shared/router';
import type { Category } from '@storefront/shared/types';
import { ChevronDownIcon } from '../../components/icons';
import { useText } from '../../i18n';
import { categoryPath } from './category-links';
import styles from './category-sidebar.module.css';

interface CategoryTreeProps {
  categories: Category[];
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onNavigate: () => void;
}

interface DisclosureProps {
  name: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

function DisclosureButton({ name, expanded, controls, onToggle }: DisclosureProps) {
  const { t } = useText();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t('categories.subCategories', { name })}
      onClick={onToggle}
    >
      <span className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}>
        <ChevronDownIcon />
      </span>
    </button>
  );
}

/** Categories → sub-categories → child categories; each level a disclosure next to its link. */
export function CategoryTree({ categories, expanded, onToggle, onNavigate }: CategoryTreeProps) {
  const baseId = useId();
  return (
    <ul className={styles.level1}>
      {categories.map((category, i) => {
        const catKey = category.slug;
        const subs = category.subCategories ?? [];
        const subListId = `${baseId}-c${i}`;
        const catOpen = expanded.has(catKey);
        return (
          <li key={catKey}>
            <div className={styles.row}>
              <Link to={categoryPath(category.slug)} className={styles.link} onClick={onNavigate}>
                {category.name}
              </Link>
              {subs.length > 0 && (
                <DisclosureButton
                  name={category.name}
                  expanded={catOpen}
                  controls={subListId}
                  onToggle={() => onToggle(catKey)}
                />
              )}
            </div>
            {subs.length > 0 && (
              <ul id={subListId} className={styles.level2} hidden={!catOpen}>
                {subs.map((sub, j) => {
                  const subKey = `${catKey}/${sub.slug}`;
                  const children = sub.childCategories ?? [];
                  const childListId = `${subListId}-s${j}`;
                  const subOpen = expanded.has(subKey);
                  return (
                    <li key={subKey}>
                      <div className={styles.row}>
                        <Link to={categoryPath(category.slug, sub.slug)} className={styles.link} onClick={onNavigate}>
                          {sub.name}
                        </Link>
                        {children.length > 0 && (
                          <DisclosureButton
                            name={sub.name}
                            expanded={subOpen}
                            controls={childListId}
                            onToggle={() => onToggle(subKey)}
                          />
                        )}
                      </div>
                      {children.length > 0 && (
                        <ul id={childListId} className={styles.level3} hidden={!subOpen}>
                          {children.map((child) => (
                            <li key={child.slug}>
                              <Link
                                to={categoryPath(category.slug, sub.slug, child.slug)}
                                className={styles.link}
                                onClick={onNavigate}
                              >
                                {child.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
