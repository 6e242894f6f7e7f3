import { useEffect } from 'react';
import { Link } from '@storefront/shared/router';
import { formatPrice } from '@storefront/shared/format';
import { recentlyViewedPurged, selectRecentlyViewed } from '@storefront/shared/recently-viewed';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { ScrollRow } from '../../../components/scroll-row/scroll-row';
import { useText } from '../../../i18n';
import { HomeSection } from './product-row';
import styles from './recently-viewed-strip.module.css';

/** The recently viewed row scrolls 300 px per button press. */
export const RECENTLY_VIEWED_STEP_PX = 300;

/** Products the shopper opened in the last day, newest first, each linking to /product/{slug}. */
export function RecentlyViewedStrip() {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectRecentlyViewed);
  // Items older than a day are dropped when the strip is shown.
  useEffect(() => {
    dispatch(recentlyViewedPurged(Date.now()));
  }, [dispatch]);
  if (items.length === 0) return null;

  return (
    <HomeSection name="recently-viewed" title={t('home.recentlyViewed')}>
      <ScrollRow label={t('home.recentlyViewedLabel')} step={RECENTLY_VIEWED_STEP_PX}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={`/product/${encodeURIComponent(item.id)}`} className={styles.link} draggable={false}>
              <img src={item.image} alt="" width={96} height={96} loading="lazy" className={styles.image} />
              <span className={styles.text}>
                <span className={styles.name}>
                  <bdi>{item.name}</bdi>
                </span>
                <span className={styles.price}>{formatPrice(item.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
