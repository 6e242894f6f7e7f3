import { Link } from '@storefront/shared/router';
import type { Product } from '@storefront/shared/types';
import { getRuntimeConfig } from '@storefront/shared/config';
import { usePageHead, useSiteOrigin } from '@storefront/shared/ssr';
import { Spinner } from '@storefront/shared/ui';
import { useText } from '../../../i18n';
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
  const { t } = useText();
  if (result.status === 'loading')
    return (
      <div className={styles.rowPlaceholder}>
        <Spinner size="small" label={t('common.loadingList', { name: title })} />
      </div>
    );
  if (result.status === 'error')
    return <SectionError message={t('common.loadFailedList', { name: title })} onRetry={result.reload} />;
  if (result.data.length === 0) return <p className={styles.empty}>{t('home.empty')}</p>;
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

function ViewAll({ to, title }: { to: string; title: string }) {
  const { t } = useText();
  return (
    <Link to={to} className={styles.viewAll} aria-label={t('home.viewAllLabel', { name: title })}>
      {t('home.viewAll')}
    </Link>
  );
}

export function HomePage() {
  const { t } = useText();
  const freshPicksTitle = t('common.freshPicks');
  const flashDealsTitle = t('common.flashDeals');
  const whatHots = t('home.whatHots');
  const gearUp = t('home.gearUp');
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

  usePageHead(homeHead(useSiteOrigin(), supportContacts(), t));

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {mainBanners.status === 'loading' && <div className={styles.heroPlaceholder} aria-hidden="true" />}
      <HeroSlider main={mainBanners.data ?? []} side={sideBanners.data ?? []} />

      <HomeSection
        name="fresh-picks"
        title={freshPicksTitle}
        aside={<ViewAll to="/products/fresh-picks" title={freshPicksTitle} />}
      >
        <ProductList title={freshPicksTitle} result={freshPicks} onAdd={onAdd} />
      </HomeSection>

      {(hotBanners.data?.length ?? 0) > 0 && (
        <HomeSection name="what-hots" title={whatHots}>
          <BannerCards title={whatHots} banners={hotBanners.data ?? []} position="hot-banner" />
        </HomeSection>
      )}

      <HomeSection
        name="flash-deals"
        title={flashDealsTitle}
        tone="deal"
        aside={
          <>
            {dealsEnd && <FlashDealCountdown endsAt={dealsEnd} onEnd={flashDeals.refresh} />}
            <ViewAll to="/products/flash-deals" title={flashDealsTitle} />
          </>
        }
      >
        <ProductList title={flashDealsTitle} result={flashDeals} onAdd={onAdd} />
      </HomeSection>

      {(gearUpBanners.data?.length ?? 0) > 0 && (
        <HomeSection name="gear-up-this-month" title={gearUp}>
          <BannerCards title={gearUp} banners={gearUpBanners.data ?? []} position="gear-up-banner" />
        </HomeSection>
      )}

      <RecentlyViewedStrip />
      <FeaturesStrip />
    </div>
  );
}
