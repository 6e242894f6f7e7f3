import { WIDE_SCREEN_QUERY } from '@storefront/shared/config';
import type { Banner, BannerPosition } from '@storefront/shared/types';
import styles from './banner-picture.module.css';

type Size = [width: number, height: number];

/** The art size of each banner slot per device (the images are drawn at these sizes). */
const ART: Record<BannerPosition, { desktop: Size; tablet: Size; mobile: Size }> = {
  'main-banner': { desktop: [1200, 450], tablet: [900, 400], mobile: [600, 400] },
  'side-banner': { desktop: [400, 210], tablet: [600, 240], mobile: [600, 300] },
  'hot-banner': { desktop: [600, 300], tablet: [600, 300], mobile: [600, 340] },
  'gear-up-banner': { desktop: [400, 400], tablet: [400, 400], mobile: [600, 500] },
};

export interface BannerPictureProps {
  banner: Banner;
  position: BannerPosition;
  /** The first hero slide loads eagerly; everything else lazily. */
  eager?: boolean;
}

/** Desktop, tablet and mobile art in one <picture>, sized to avoid layout shift. */
export function BannerPicture({ banner, position, eager = false }: BannerPictureProps) {
  const art = ART[position];
  return (
    <picture className={styles.picture}>
      <source media="(min-width: 1024px)" srcSet={banner.imgDesktop} width={art.desktop[0]} height={art.desktop[1]} />
      <source media={WIDE_SCREEN_QUERY} srcSet={banner.imgTablet} width={art.tablet[0]} height={art.tablet[1]} />
      <img
        src={banner.imgMobile}
        alt={banner.altText}
        width={art.mobile[0]}
        height={art.mobile[1]}
        loading={eager ? 'eager' : 'lazy'}
        // The first hero slide is the page's largest picture: fetched before anything else.
        fetchPriority={eager ? 'high' : undefined}
        className={styles.image}
        draggable={false}
      />
    </picture>
  );
}
