import { Link } from '@storefront/shared/router';
import type { Product } from '@storefront/shared/types';
import { getRuntimeConfig } from '@storefront/shared/config';
import { usePageHead, useSiteOrigin } from '@storefront/shared/ssr';
import { Spinner } from '@storefront/shared/ui';
import { homeHead } from '../../../lib/seo/home-head';
import { useAddToCart } from '../../../components/product-card';
import { SectionError } from '../../../components/load-state/section-error';
import { useBanners, useFlashDeals, useFreshPicks } from '../hooks/use-home-data';
import { soonestDealEnd } from '../countdown';
import { BannerCards } from './banner-cards';
import { FeaturesStrip } from './features-strip';
import { FlashDealCountdown } from './flash-deal-countdown';
import { HeroSlider } from './hero-slider';
import { HomeSection, ProductRow } from './product-row';
import { RecentlyViewedStrip } from './recently-viewed-strip';
import styles from './home-page.module.css';

type ListResult = ReturnType<typeof useFreshPicks>;

function ProductList({ title, result, onAdd }: { title: string; result: ListResult; onAdd: (p: Product) => void }) {
  if (result.status === 'loading')
    return (
      <div className={styles.rowPlaceholder}>
        <Spinner size="small" label={`Loading ${title}…`} />
      </div>
    );
  if (result.status === 'error') return <SectionError message={`We couldn't load ${title}.`} onRetry={result.reload} />;
  if (result.data.length === 0) return <p className={styles.empty}>Nothing here right now. Check back soon.</p>;
  return <ProductRow title={title} products={result.data} onAddToCart={onAdd} />;
}

/** The shop's contacts for its structured data (none in a test without a runtime config). */
function supportContacts() {
  try {
    return getRuntimeConfig().support;
  } catch {
    return { email: '', phone: '', address: '', social: {} };
  }
}

const viewAll = (to: string, title: string) => (
  <Link to={to} className={styles.viewAll} aria-label={`View All ${title}`}>
    View All
  </Link>
);

export function HomePage() {
  const mainBanners = useBanners('main-banner');
  const sideBanners = useBanners('side-banner');
  const hotBanners = useBanners('hot-banner');
  const gearUpBanners = useBanners('gear-up-banner');
  const freshPicks = useFreshPicks();
  const flashDeals = useFlashDeals();
  // Counted to on the page; when it passes, the section asks again (the ended deal has left it).
  const dealsEnd = flashDeals.status === 'success' ? soonestDealEnd(flashDeals.data) : null;
  const add = useAddToCart();
  const onAdd = (product: Product) => {
    add(product);
  };

  usePageHead(homeHead(useSiteOrigin(), supportContacts()));

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Storefront: shop online in Pakistan</h1>
      {mainBanners.status === 'loading' && <div className={styles.heroPlaceholder} aria-hidden="true" />}
      <HeroSlider main={mainBanners.data ?? []} side={sideBanners.data ?? []} />

      <HomeSection title="Fresh Picks" aside={viewAll('/products/fresh-picks', 'Fresh Picks')}>
        <ProductList title="Fresh Picks" result={freshPicks} onAdd={onAdd} />
      </HomeSection>

      {(hotBanners.data?.length ?? 0) > 0 && (
        <HomeSection title="What Hots">
          <BannerCards title="What Hots" banners={hotBanners.data ?? []} position="hot-banner" />
        </HomeSection>
      )}

      <HomeSection
        title="Flash Deals"
        tone="deal"
        aside={
          <>
            {dealsEnd && <FlashDealCountdown endsAt={dealsEnd} onEnd={flashDeals.refresh} />}
            {viewAll('/products/flash-deals', 'Flash Deals')}
          </>
        }
      >
        <ProductList title="Flash Deals" result={flashDeals} onAdd={onAdd} />
      </HomeSection>

      {(gearUpBanners.data?.length ?? 0) > 0 && (
        <HomeSection title="Gear Up This Month">
          <BannerCards title="Gear Up This Month" banners={gearUpBanners.data ?? []} position="gear-up-banner" />
        </HomeSection>
      )}

      <RecentlyViewedStrip />
      <FeaturesStrip />
    </div>
  );
}
