import { Children, useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { BANNER_RESUME_MS } from '@storefront/shared/config';
import { useLanguage } from '@storefront/shared/i18n';
import type { Banner, BannerPosition } from '@storefront/shared/types';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useText } from '../../../i18n';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import styles from './hero-slider.module.css';

/** Side banners run in three lanes; each lane starts this much after its neighbour. */
export const SIDE_LANES = 3;
export const LANE_OFFSET_MS = 1000;
/** A press that moves further than this is a swipe: the banner under it is not opened. */
const DRAG_THRESHOLD_PX = 6;
/** A sideways swipe at least this long that starts on an arrow moves the slider one slide. */
const ARROW_SWIPE_PX = 40;

interface LaneProps {
  banners: Banner[];
  position: BannerPosition;
  label: string;
  /** How long after the slideshow starts playing this lane's clock starts (its first move is 5 s later). */
  startDelayMs: number;
  /** Paused by the shopper (button, or reduced motion). */
  paused: boolean;
  initialSlide?: number;
  withArrows?: boolean;
  eagerFirst?: boolean;
  className?: string;
}

/**
 * One auto-advancing, looping slider. It holds still while paused, while dragged (and 1 s after),
 * and while keyboard focus is inside it, so a focused banner link does not slide away.
 */
function SliderLane({
  banners,
  position,
  label,
  startDelayMs,
  paused,
  initialSlide = 0,
  withArrows = false,
  eagerFirst = false,
  className,
}: LaneProps) {
  const { t } = useText();
  const rtl = useLanguage().dir === 'rtl';
  const count = banners.length;
  // react-slick's rtl mode lays the slides out reversed (left to right, in a dir="ltr" box) and
  // counts its own index from the other end: slide i is its count - 1 - i, and its slickNext
  // moves towards the previous slide. Our indices are always the banners' own.
  const slickIndex = (index: number) => (rtl ? count - 1 - index : index);
  const start = initialSlide % Math.max(1, count);
  // It takes initialSlide as the banner's own index and turns it round when it mounts, but its
  // server markup does not: the server (and hydration) get it turned round already, and the
  // slider starts afresh once hydrated.
  const hydrated = useHydrated();
  const serverRtl = rtl && !hydrated;
  const sliderRef = useRef<Slider>(null);
  const [current, setCurrent] = useState(start);
  const laneRef = useRef<HTMLDivElement>(null);
  const next = () => (rtl ? sliderRef.current?.slickPrev() : sliderRef.current?.slickNext());
  const previous = () => (rtl ? sliderRef.current?.slickNext() : sliderRef.current?.slickPrev());
  const clock = useAutoAdvance(next, {
    playing: banners.length > 1 && !paused,
    startDelayMs,
  });

  // react-slick copies slides for its loop into aria-hidden clones, tab stops included; after every
  // render take those copies out of the tab order so keyboard users never land on a hidden link.
  useEffect(() => {
    laneRef.current?.querySelectorAll<HTMLElement>('.slick-cloned a[href]').forEach((link) => {
      link.tabIndex = -1;
    });
  });

  // Where a press started, and whether it has since moved far enough to be a drag, not a click.
  const pressStart = useRef<{ x: number; y: number; onArrow: boolean } | null>(null);
  const dragged = useRef(false);

  const holdForDrag = (x: number, y: number, target: EventTarget) => {
    pressStart.current = { x, y, onArrow: target instanceof Element && target.closest('[data-slide-arrow]') !== null };
    dragged.current = false;
    clock.hold('drag');
  };
  const trackDrag = (x: number, y: number) => {
    const start = pressStart.current;
    if (start && Math.hypot(x - start.x, y - start.y) > DRAG_THRESHOLD_PX) dragged.current = true;
  };
  const releaseDrag = (x?: number, y?: number) => {
    const start = pressStart.current;
    // react-slick follows a swipe only on the slides; the arrows sit over their edges, where a
    // thumb often starts one. Such a swipe moves the slider here (its click is cancelled below).
    // slickNext shows the slide to the right in either direction (see slickIndex), as a swipe to the left does.
    if (start?.onArrow && x !== undefined && y !== undefined) {
      const dx = x - start.x;
      if (Math.abs(dx) >= ARROW_SWIPE_PX && Math.abs(dx) > Math.abs(y - start.y)) {
        if (dx < 0) sliderRef.current?.slickNext();
        else sliderRef.current?.slickPrev();
      }
    }
    pressStart.current = null;
    clock.release('drag', BANNER_RESUME_MS);
  };

  const settings: Settings = {
    infinite: count > 1,
    rtl,
    // Off for good: the lane's own clock moves it (react-slick's autoplay cannot be resumed).
    autoplay: false,
    speed: 500,
    arrows: false,
    dots: withArrows && banners.length > 1,
    swipe: true,
    draggable: true,
    initialSlide: serverRtl ? slickIndex(start) : start,
    beforeChange: (_from, to) => {
      setCurrent(slickIndex(to));
      clock.restart();
    },
    // react-slick puts its dotsClass on the list it renders.
    dotsClass: styles.dots,
    // Right to left, the dots run from the right, first slide first (react-slick lists them in its own order).
    appendDots: (dots) => (rtl ? <ul dir="rtl">{Children.toArray(dots).reverse()}</ul> : <ul>{dots}</ul>),
    // The active dot is marked for assistive tech too, not only by react-slick's slick-active class.
    customPaging: (dot) => (
      <button
        type="button"
        aria-label={t('hero.showSlide', { n: slickIndex(dot) + 1, total: count })}
        aria-current={slickIndex(dot) === current ? 'true' : undefined}
      />
    ),
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- dragging is a pointer gesture: keys move the slides with the arrow and dot buttons
    <div
      ref={laneRef}
      className={`${styles.lane} ${className ?? ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseDown={(event) => holdForDrag(event.clientX, event.clientY, event.target)}
      onMouseMove={(event) => trackDrag(event.clientX, event.clientY)}
      onMouseUp={(event) => releaseDrag(event.clientX, event.clientY)}
      onMouseLeave={() => {
        if (pressStart.current) releaseDrag();
      }}
      onTouchStart={(event) => holdForDrag(event.touches[0].clientX, event.touches[0].clientY, event.target)}
      onTouchMove={(event) => trackDrag(event.touches[0].clientX, event.touches[0].clientY)}
      onTouchEnd={(event) => releaseDrag(event.changedTouches[0]?.clientX, event.changedTouches[0]?.clientY)}
      onTouchCancel={() => releaseDrag()}
      // Focus that comes with a press (a click on an arrow, a drag starting on a link) is not keyboard
      // focus: the drag rule already holds the lane, and it must not stay held after the 1 s.
      onFocus={() => {
        if (pressStart.current === null) clock.hold('focus');
      }}
      onBlur={() => clock.release('focus')}
      // The banner link would open before react-slick cancels the click: stop it here after a drag.
      onClickCapture={(event) => {
        if (!dragged.current) return;
        event.preventDefault();
        event.stopPropagation();
        dragged.current = false;
      }}
    >
      <div dir={rtl ? 'ltr' : undefined} className={styles.slides}>
        <Slider key={serverRtl ? 'server' : 'browser'} ref={sliderRef} {...settings}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slide', { n: index + 1, total: count })}
            >
              <BannerLink href={banner.link} className={styles.slideLink} tabIndex={index === current ? 0 : -1}>
                <BannerPicture banner={banner} position={position} eager={eagerFirst && index === initialSlide} />
              </BannerLink>
            </div>
          ))}
        </Slider>
      </div>
      {withArrows && banners.length > 1 && (
        <>
          <button
            type="button"
            data-slide-arrow
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('hero.previous')}
            onClick={previous}
          >
            <span aria-hidden="true" className={styles.arrowIcon}>
              ‹
            </span>
          </button>
          <button
            type="button"
            data-slide-arrow
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('hero.next')}
            onClick={next}
          >
            <span aria-hidden="true" className={styles.arrowIcon}>
              ›
            </span>
          </button>
        </>
      )}
    </div>
  );
}

export interface HeroSliderProps {
  main: Banner[];
  side: Banner[];
}

/** The home hero: the main banners, then the side banners in three staggered lanes, one pause button. */
export function HeroSlider({ main, side }: HeroSliderProps) {
  const { t } = useText();
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const lanes = Math.min(SIDE_LANES, side.length);
  if (main.length === 0 && side.length === 0) return null;

  return (
    <section className={styles.hero} aria-label={t('hero.label')}>
      <button type="button" className={styles.pause} onClick={() => setPausedByUser(!paused)}>
        {paused ? t('hero.play') : t('hero.pause')}
      </button>
      {main.length > 0 && (
        <SliderLane
          banners={main}
          position="main-banner"
          label={t('hero.main')}
          startDelayMs={0}
          paused={paused}
          withArrows
          eagerFirst
          className={styles.main}
        />
      )}
      {lanes > 0 && (
        <div className={styles.lanes}>
          {Array.from({ length: lanes }, (_, lane) => (
            <SliderLane
              key={lane}
              banners={side}
              position="side-banner"
              label={t('hero.more', { n: lane + 1 })}
              // Lane n starts on banner n and every lane steps through all of them (the phone shows
              // only the first lane). The last lane moves first and the first lane last, 1 s apart: each
              // banner steps one lane to the left, and (given more banners than lanes) no two lanes
              // show the same one at once.
              initialSlide={lane}
              startDelayMs={(lanes - lane) * LANE_OFFSET_MS}
              paused={paused}
              className={styles.sideLane}
            />
          ))}
        </div>
      )}
    </section>
  );
}
