import { usePolicies } from '@storefront/shared/remote-data';
import type { ShopPolicies } from '@storefront/shared/types';
import { useText, type Translate } from '../../../i18n';
import styles from './features-strip.module.css';

/** The return window the API is configured with; without it, a line with no number. */
function returnsText(policies: ShopPolicies | null, t: Translate): string {
  return policies ? t('features.returns.days', { days: policies.returnWindowDays }) : t('features.returns.simple');
}

/** Each feature's texts are `features.<key>.title` and `.text`. */
const FEATURES = [
  { key: 'payment', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  { key: 'secure', icon: 'M12 3l7 3v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6zM9 12l2 2 4-4' },
  { key: 'support', icon: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3z' },
  { key: 'returns', icon: 'M4 12a8 8 0 108-8H8M8 4L5 7l3 3' },
] as const;

/** Payment Method, Secure Shopping, 24/7 Support and Easy Returns. */
export function FeaturesStrip() {
  const { t } = useText();
  const policies = usePolicies();
  return (
    <section aria-label={t('features.label')} className={styles.strip}>
      <ul className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.key} className={styles.item}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" className={styles.icon}>
              <path
                d={feature.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              <strong className={styles.title}>{t(`features.${feature.key}.title`)}</strong>
              <span className={styles.text}>
                {feature.key === 'returns' ? returnsText(policies, t) : t(`features.${feature.key}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
