import { usePolicies } from '@storefront/shared/remote-data';
import type { ShopPolicies } from '@storefront/shared/types';
import styles from './features-strip.module.css';

/** The return window the API is configured with; without it, a line with no number. */
function returnsText(policies: ShopPolicies | null): string {
  return policies ? `${policies.returnWindowDays}-day return policy` : 'Simple return policy';
}

const FEATURES = [
  { title: 'Payment Method', text: 'Cash on delivery or card', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  {
    title: 'Secure Shopping',
    text: 'Your details stay protected',
    icon: 'M12 3l7 3v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6zM9 12l2 2 4-4',
  },
  {
    title: '24/7 Support',
    text: 'Help whenever you need it',
    icon: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  },
  { title: 'Easy Returns', text: returnsText, icon: 'M4 12a8 8 0 108-8H8M8 4L5 7l3 3' },
] as const;

/** Payment Method, Secure Shopping, 24/7 Support and Easy Returns. */
export function FeaturesStrip() {
  const policies = usePolicies();
  return (
    <section aria-label="Why shop with us" className={styles.strip}>
      <ul className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.item}>
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
              <strong className={styles.title}>{feature.title}</strong>
              <span className={styles.text}>
                {typeof feature.text === 'function' ? feature.text(policies) : feature.text}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
