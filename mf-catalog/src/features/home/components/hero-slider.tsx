import { useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { BANNER_RESUME_MS } from '@storefront/shared/config';
import type { Banner, BannerPosition } from '@storefront/shared/types';
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
  const sliderRef = useRef<Slider>(null);
  const [current, setCurrent] = useState(initialSlide % Math.max(1, banners.length));
  const laneRef = useRef<HTMLDivElement>(null);
  const clock = useAutoAdvance(() => sliderRef.current?.slickNext(), {
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
    infinite: banners.length > 1,
    // Off for good: the lane's own clock moves it (react-slick's autoplay cannot be resumed).
    autoplay: false,
    speed: 500,
    arrows: false,
    dots: withArrows && banners.length > 1,
    swipe: true,
    draggable: true,
    initialSlide: initialSlide % Math.max(1, banners.length),
    beforeChange: (_from, to) => {
      setCurrent(to);
      clock.restart();
    },
    // react-slick puts its dotsClass on the list it renders.
    dotsClass: styles.dots,
    // The active dot is marked for assistive tech too, not only by react-slick's slick-active class.
    customPaging: (index) => (
      <button
        type="button"
        aria-label={`Show slide ${index + 1} of ${banners.length}`}
        aria-current={index === current ? 'true' : undefined}
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
      <Slider ref={sliderRef} {...settings}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
          >
            <BannerLink href={banner.link} className={styles.slideLink} tabIndex={index === current ? 0 : -1}>
              <BannerPicture banner={banner} position={position} eager={eagerFirst && index === initialSlide} />
            </BannerLink>
          </div>
        ))}
      </Slider>
      {withArrows && banners.length > 1 && (
        <>
          <button
            type="button"
            data-slide-arrow
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Previous slide"
            onClick={() => sliderRef.current?.slickPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            data-slide-arrow
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next slide"
            onClick={() => sliderRef.current?.slickNext()}
          >
            <span aria-hidden="true">›</span>
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
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const lanes = Math.min(SIDE_LANES, side.length);
  if (main.length === 0 && side.length === 0) return null;

  return (
    <section className={styles.hero} aria-label="Featured offers">
      <button type="button" className={styles.pause} onClick={() => setPausedByUser(!paused)}>
        {paused ? 'Play slideshow' : 'Pause slideshow'}
      </button>
      {main.length > 0 && (
        <SliderLane
          banners={main}
          position="main-banner"
          label="Main offers"
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
              label={`More offers ${lane + 1}`}
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
