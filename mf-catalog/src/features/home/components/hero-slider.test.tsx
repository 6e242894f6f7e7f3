import { forwardRef, useImperativeHandle, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Settings } from 'react-slick';
import type { Banner } from '@storefront/shared/types';
import { renderPage } from '../../../test-utils/render-page';
import { HeroSlider } from './hero-slider';

// react-slick replaced by a probe that records the settings each slider gets.
const slickPrev = jest.fn();
const slickNext = jest.fn();
jest.mock('react-slick', () => ({
  __esModule: true,
  default: forwardRef<unknown, Settings & { children?: ReactNode }>((props, ref) => {
    useImperativeHandle(ref, () => ({ slickPrev, slickNext }));
    // Like react-slick, a looping slider also renders aria-hidden copies of its slides.
    return (
      <div data-testid="slick" data-autoplay={String(props.autoplay)} data-speed={props.autoplaySpeed} data-infinite={String(props.infinite)}>
        {props.children}
        {props.infinite && <div className="slick-slide slick-cloned" aria-hidden="true" data-testid="clone">{props.children}</div>}
      </div>
    );
  }),
}));

const banner = (id: number): Banner => ({ id, link: `/category/c${id}`, imgDesktop: `/d${id}.svg`, imgTablet: `/t${id}.svg`, imgMobile: `/m${id}.svg`, altText: `Offer ${id}` });
const main = [banner(1), banner(2)];
const side = [banner(11), banner(12), banner(13), banner(14)];
const autoplay = () => screen.getAllByTestId('slick').map((el) => el.dataset.autoplay);

describe('HeroSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loops every 5000 ms; the three side lanes start 1000 ms apart', () => {
    renderPage(<HeroSlider main={main} side={side} />);
    const sliders = screen.getAllByTestId('slick');
    expect(sliders).toHaveLength(4);
    expect(sliders.every((s) => s.dataset.speed === '5000' && s.dataset.infinite === 'true')).toBe(true);
    expect(autoplay()).toEqual(['true', 'false', 'false', 'false']);
    act(() => { jest.advanceTimersByTime(1000); });
    expect(autoplay()).toEqual(['true', 'true', 'false', 'false']);
    act(() => { jest.advanceTimersByTime(1000); });
    expect(autoplay()).toEqual(['true', 'true', 'true', 'false']);
    act(() => { jest.advanceTimersByTime(1000); });
    expect(autoplay()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('pauses during a drag and resumes 1 s after it ends', () => {
    renderPage(<HeroSlider main={main} side={[]} />);
    const lane = screen.getByRole('group', { name: 'Main offers' });
    fireEvent.mouseDown(lane);
    expect(autoplay()).toEqual(['false']);
    fireEvent.mouseUp(lane);
    act(() => { jest.advanceTimersByTime(999); });
    expect(autoplay()).toEqual(['false']);
    act(() => { jest.advanceTimersByTime(1); });
    expect(autoplay()).toEqual(['true']);
  });

  it('a drag does not open the banner under it; a plain click does', () => {
    renderPage(<HeroSlider main={main} side={[]} />);
    const lane = screen.getByRole('group', { name: 'Main offers' });
    const link = lane.querySelector('a[href]') as HTMLAnchorElement;
    const opened = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', opened);
    fireEvent.mouseDown(lane, { clientX: 300, clientY: 100 });
    fireEvent.mouseMove(lane, { clientX: 150, clientY: 104 });
    fireEvent.mouseUp(lane, { clientX: 150, clientY: 104 });
    fireEvent.click(link);
    expect(opened).not.toHaveBeenCalled();
    fireEvent.mouseDown(lane, { clientX: 300, clientY: 100 });
    fireEvent.mouseUp(lane, { clientX: 302, clientY: 101 });
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', opened);
  });

  it('has previous/next buttons and one pause button for every lane', () => {
    renderPage(<HeroSlider main={main} side={side} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slickNext).toHaveBeenCalledTimes(1);
    expect(slickPrev).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(3000); });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(autoplay()).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(autoplay()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('renders each banner as a <picture> with desktop, tablet and mobile art and its alt text', () => {
    renderPage(<HeroSlider main={[banner(1)]} side={[]} />);
    const img = screen.getByRole('img', { name: 'Offer 1' });
    const sources = Array.from(img.parentElement!.querySelectorAll('source')).map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([['(min-width: 1024px)', '/d1.svg'], ['(min-width: 769px)', '/t1.svg']]);
    expect(img).toHaveAttribute('src', '/m1.svg');
    expect(img.closest('a')).toHaveAttribute('href', '/category/c1');
    // A single slide does not auto-advance or loop.
    expect(autoplay()).toEqual(['false']);
  });

  it('keeps the hidden loop copies of the slides out of the tab order', () => {
    const { container } = renderPage(<HeroSlider main={main} side={[]} />);
    const cloned = screen.getByTestId('clone').querySelectorAll('a');
    expect(cloned.length).toBe(main.length);
    cloned.forEach((link) => expect(link).toHaveAttribute('tabindex', '-1'));
    // The visible current slide stays reachable.
    const visible = [...container.querySelectorAll('a')].filter((a) => !a.closest('[aria-hidden="true"]'));
    expect(visible.filter((a) => a.tabIndex === 0)).toHaveLength(1);
  });
});
