import { Children, forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Settings } from 'react-slick';
import type { Banner } from '@storefront/shared/types';
import { preferReducedMotion, renderWithProviders } from '@storefront/shared/testing';
import { HeroSlider } from './hero-slider';

// react-slick replaced by a small fake that keeps a current slide, moves on slickNext/slickPrev
// (reporting the move through beforeChange, as react-slick does) and records its settings.
const slickPrev = jest.fn();
const slickNext = jest.fn();
jest.mock('react-slick', () => ({
  __esModule: true,
  default: forwardRef<unknown, Settings & { children?: ReactNode }>((props, ref) => {
    const current = useRef(props.initialSlide ?? 0);
    const count = Children.count(props.children);
    const moveBy = (step: number) => {
      const to = (current.current + step + count) % count;
      props.beforeChange?.(current.current, to);
      current.current = to;
    };
    useImperativeHandle(ref, () => ({
      slickPrev: () => {
        slickPrev();
        moveBy(-1);
      },
      slickNext: () => {
        slickNext();
        moveBy(1);
      },
    }));
    // Like react-slick, a looping slider also renders aria-hidden copies of its slides.
    return (
      <div data-testid="slick" data-autoplay={String(props.autoplay)} data-infinite={String(props.infinite)}>
        {props.children}
        {props.infinite && (
          <div className="slick-slide slick-cloned" aria-hidden="true" data-testid="clone">
            {props.children}
          </div>
        )}
      </div>
    );
  }),
}));

const banner = (id: number): Banner => ({
  id,
  link: `/category/c${id}`,
  imgDesktop: `/d${id}.svg`,
  imgTablet: `/t${id}.svg`,
  imgMobile: `/m${id}.svg`,
  altText: `Offer ${id}`,
});
const main = [banner(1), banner(2)];
const side = [banner(11), banner(12), banner(13), banner(14), banner(15), banner(16)];
const SIDE_LANE_NAMES = ['More offers 1', 'More offers 2', 'More offers 3'];

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const lane = (name: string) => screen.getByRole('group', { name });
/** The link of the slide a lane shows: its one tab stop outside the hidden loop copies. */
const currentLink = (name: string) =>
  [...lane(name).querySelectorAll('a')].find(
    (a) => a.tabIndex === 0 && !a.closest('[aria-hidden="true"]'),
  ) as HTMLAnchorElement;
const shown = (name: string) => currentLink(name).getAttribute('href');
const shownInLanes = () => SIDE_LANE_NAMES.map(shown);

describe('HeroSlider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    slickNext.mockClear();
    slickPrev.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('advances the main slider every 5000 ms and loops, without react-slick autoplay', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    expect(screen.getByTestId('slick')).toHaveAttribute('data-autoplay', 'false');
    expect(screen.getByTestId('slick')).toHaveAttribute('data-infinite', 'true');
    expect(shown('Main offers')).toBe('/category/c1');
    wait(4999);
    expect(shown('Main offers')).toBe('/category/c1');
    wait(1);
    expect(shown('Main offers')).toBe('/category/c2');
    wait(5000);
    expect(shown('Main offers')).toBe('/category/c1');
  });

  it('moves the side lanes 1000 ms apart, the last lane first', () => {
    renderWithProviders(<HeroSlider main={main} side={side} />);
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c12', '/category/c13']);
    wait(5999);
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c12', '/category/c13']);
    wait(1);
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c12', '/category/c14']);
    wait(1000);
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c13', '/category/c14']);
    wait(1000);
    expect(shownInLanes()).toEqual(['/category/c12', '/category/c13', '/category/c14']);
  });

  it('shows every side banner over time, in every lane, and never the same one in two lanes at once', () => {
    renderWithProviders(<HeroSlider main={main} side={side} />);
    const seen = SIDE_LANE_NAMES.map(() => new Set<string | null>());
    for (let t = 0; t < 40_000; t += 250) {
      const now = shownInLanes();
      expect(new Set(now).size).toBe(SIDE_LANE_NAMES.length);
      now.forEach((href, index) => seen[index].add(href));
      wait(250);
    }
    // The first lane alone is what a phone shows.
    seen.forEach((hrefs) => expect(hrefs.size).toBe(side.length));
  });

  it('pause stops every lane; play starts them again with their stagger', () => {
    renderWithProviders(<HeroSlider main={main} side={side} />);
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(30_000);
    expect(slickNext).not.toHaveBeenCalled();
    expect(shown('Main offers')).toBe('/category/c1');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    wait(5000);
    expect(shown('Main offers')).toBe('/category/c2');
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c12', '/category/c13']);
    wait(1000);
    expect(shownInLanes()).toEqual(['/category/c11', '/category/c12', '/category/c14']);
    wait(2000);
    expect(shownInLanes()).toEqual(['/category/c12', '/category/c13', '/category/c14']);
  });

  it('pauses during a drag and resumes 1 s after it ends', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const mainLane = lane('Main offers');
    wait(4000);
    fireEvent.mouseDown(mainLane);
    wait(20_000);
    expect(shown('Main offers')).toBe('/category/c1');
    fireEvent.mouseUp(mainLane);
    // 1 s to resume, then the usual 5 s to the next slide.
    wait(5999);
    expect(shown('Main offers')).toBe('/category/c1');
    wait(1);
    expect(shown('Main offers')).toBe('/category/c2');
    // And it keeps going after that.
    wait(5000);
    expect(shown('Main offers')).toBe('/category/c1');
  });

  it('resumes after a touch swipe too', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const mainLane = lane('Main offers');
    fireEvent.touchStart(mainLane, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchMove(mainLane, { touches: [{ clientX: 100, clientY: 100 }] });
    wait(10_000);
    fireEvent.touchEnd(mainLane);
    wait(6000);
    expect(shown('Main offers')).toBe('/category/c2');
  });

  it('a swipe that starts on an arrow moves the slider like a swipe on the slide, and does not also press the arrow', () => {
    renderWithProviders(<HeroSlider main={[banner(1), banner(2), banner(3)]} side={[]} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    // Right to left, starting on Next: the next slide.
    fireEvent.touchStart(next, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchMove(next, { touches: [{ clientX: 220, clientY: 110 }] });
    fireEvent.touchEnd(next, { changedTouches: [{ clientX: 220, clientY: 110 }] });
    fireEvent.click(next);
    expect(shown('Main offers')).toBe('/category/c2');
    // Left to right with the mouse, starting on Previous: back.
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    fireEvent.mouseDown(previous, { clientX: 20, clientY: 100 });
    fireEvent.mouseMove(previous, { clientX: 120, clientY: 100 });
    fireEvent.mouseUp(previous, { clientX: 120, clientY: 100 });
    fireEvent.click(previous);
    expect(shown('Main offers')).toBe('/category/c1');
    // A short or mostly vertical move is no swipe (the page scrolls); a tap still presses the arrow.
    fireEvent.touchStart(next, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(next, { changedTouches: [{ clientX: 280, clientY: 300 }] });
    expect(shown('Main offers')).toBe('/category/c1');
    fireEvent.click(next);
    expect(shown('Main offers')).toBe('/category/c2');
  });

  it('starts paused when the system asks for less motion, and Play starts it', () => {
    preferReducedMotion();
    renderWithProviders(<HeroSlider main={main} side={side} />);
    wait(30_000);
    expect(slickNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(5000);
    expect(shown('Main offers')).toBe('/category/c2');
    wait(3000);
    expect(shownInLanes()).toEqual(['/category/c12', '/category/c13', '/category/c14']);
  });

  it('holds a lane while keyboard focus is on its banner, not after a click focused it', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    act(() => currentLink('Main offers').focus());
    wait(20_000);
    expect(shown('Main offers')).toBe('/category/c1');
    act(() => currentLink('Main offers').blur());
    wait(5000);
    expect(shown('Main offers')).toBe('/category/c2');

    // A press focuses the link as well; the lane still moves on 1 s after the press ends.
    const link = currentLink('Main offers');
    fireEvent.mouseDown(link);
    act(() => link.focus());
    fireEvent.mouseUp(link);
    wait(6000);
    expect(shown('Main offers')).toBe('/category/c1');
  });

  it('a drag does not open the banner under it; a plain click does', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const mainLane = lane('Main offers');
    const link = mainLane.querySelector('a[href]') as HTMLAnchorElement;
    const opened = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', opened);
    fireEvent.mouseDown(mainLane, { clientX: 300, clientY: 100 });
    fireEvent.mouseMove(mainLane, { clientX: 150, clientY: 104 });
    fireEvent.mouseUp(mainLane, { clientX: 150, clientY: 104 });
    fireEvent.click(link);
    expect(opened).not.toHaveBeenCalled();
    fireEvent.mouseDown(mainLane, { clientX: 300, clientY: 100 });
    fireEvent.mouseUp(mainLane, { clientX: 302, clientY: 101 });
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', opened);
  });

  it('has previous/next buttons, and a manual move gets a full 5 s before the next automatic one', () => {
    renderWithProviders(<HeroSlider main={[banner(1), banner(2), banner(3)]} side={side} />);
    wait(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slickNext).toHaveBeenCalledTimes(1);
    expect(shown('Main offers')).toBe('/category/c2');
    wait(4999);
    expect(shown('Main offers')).toBe('/category/c2');
    wait(1);
    expect(shown('Main offers')).toBe('/category/c3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slickPrev).toHaveBeenCalledTimes(1);
    expect(shown('Main offers')).toBe('/category/c2');
  });

  it('renders each banner as a <picture> with desktop, tablet and mobile art and its alt text', () => {
    renderWithProviders(<HeroSlider main={[banner(1)]} side={[]} />);
    const img = screen.getByRole('img', { name: 'Offer 1' });
    const sources = Array.from(img.parentElement!.querySelectorAll('source')).map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', '/d1.svg'],
      ['not all and (max-width: 768px)', '/t1.svg'],
    ]);
    expect(img).toHaveAttribute('src', '/m1.svg');
    expect(img.closest('a')).toHaveAttribute('href', '/category/c1');
    // A single slide does not auto-advance or loop.
    expect(screen.getByTestId('slick')).toHaveAttribute('data-infinite', 'false');
    wait(20_000);
    expect(slickNext).not.toHaveBeenCalled();
  });

  it('keeps the hidden loop copies of the slides out of the tab order', () => {
    const { container } = renderWithProviders(<HeroSlider main={main} side={[]} />);
    const cloned = screen.getByTestId('clone').querySelectorAll('a');
    expect(cloned.length).toBe(main.length);
    cloned.forEach((link) => expect(link).toHaveAttribute('tabindex', '-1'));
    // The visible current slide stays reachable.
    const visible = [...container.querySelectorAll('a')].filter((a) => !a.closest('[aria-hidden="true"]'));
    expect(visible.filter((a) => a.tabIndex === 0)).toHaveLength(1);
  });
});
