import type { Banner, BannerPosition } from '@storefront/shared/types';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import styles from './banner-cards.module.css';

export interface BannerCardsProps {
  title: string;
  banners: Banner[];
  position: BannerPosition;
}

/** 'What Hots' and 'Gear Up This Month': a heading and a grid of banner cards. */
export function BannerCards({ title, banners, position }: BannerCardsProps) {
  if (banners.length === 0) return null;
  return (
    <ul className={`${styles.grid} ${position === 'gear-up-banner' ? styles.square : ''}`} aria-label={title}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink href={banner.link} className={styles.card}>
            <BannerPicture banner={banner} position={position} />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
