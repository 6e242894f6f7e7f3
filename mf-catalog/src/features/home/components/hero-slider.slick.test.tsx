import { act, fireEvent, screen } from '@testing-library/react';
import type { Banner } from '@storefront/shared/types';
import { preferReducedMotion, renderWithProviders } from '@storefront/shared/testing';
import { HeroSlider } from './hero-slider';

// The same slider with the real react-slick (hero-slider.test.tsx uses a fake for exact timing):
// react-slick 0.31 ignores autoplay turned back on, which only shows with the library itself.

const banner = (id: number): Banner => ({
  id,
  link: `/category/c${id}`,
  imgDesktop: `/d${id}.svg`,
  imgTablet: `/t${id}.svg`,
  imgMobile: `/m${id}.svg`,
  altText: `Offer ${id}`,
});
const main = [banner(1), banner(2), banner(3)];
const side = [banner(11), banner(12), banner(13), banner(14), banner(15), banner(16)];

/** Time passes in small steps, so React renders between react-slick's animation timers as in a browser. */
const wait = (ms: number) => {
  for (let t = 0; t < ms; t += 50)
    act(() => {
      jest.advanceTimersByTime(Math.min(50, ms - t));
    });
};
const lane = (name: string) => screen.getByRole('group', { name });
/** The index of the slide a lane shows. */
const showing = (name: string) => Number(lane(name).querySelector('.slick-current')?.getAttribute('data-index'));
const sideLanes = () => ['More offers 1', 'More offers 2', 'More offers 3'].map(showing);

describe('HeroSlider with react-slick', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('moves the main slider every 5 s and loops', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    expect(showing('Main offers')).toBe(0);
    wait(5100);
    expect(showing('Main offers')).toBe(1);
    wait(5000);
    expect(showing('Main offers')).toBe(2);
    wait(5000);
    expect(showing('Main offers')).toBe(0);
  });

  it('marks the dot of the slide on show with aria-current, following the slider and a dot press', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Show slide \d of 3$/ })
        .filter((dot) => dot.getAttribute('aria-current') === 'true')
        .map((dot) => dot.getAttribute('aria-label'));
    expect(current()).toEqual(['Show slide 1 of 3']);
    wait(5100);
    expect(current()).toEqual(['Show slide 2 of 3']);
    wait(500); // react-slick ignores a dot pressed while it still slides
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    wait(600);
    expect(showing('Main offers')).toBe(2);
    expect(current()).toEqual(['Show slide 3 of 3']);
    // The same dot react-slick paints as active.
    expect(lane('Main offers').querySelector('.slick-active > button')).toHaveAttribute('aria-current', 'true');
  });

  it('moves the side lanes on through all six banners', () => {
    renderWithProviders(<HeroSlider main={main} side={side} />);
    expect(sideLanes()).toEqual([0, 1, 2]);
    wait(8100);
    expect(sideLanes()).toEqual([1, 2, 3]);
    wait(15_000);
    expect(sideLanes()).toEqual([4, 5, 0]);
  });

  it('moves again after Pause then Play', () => {
    renderWithProviders(<HeroSlider main={main} side={side} />);
    wait(5100);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(20_000);
    expect(showing('Main offers')).toBe(1);
    expect(sideLanes()).toEqual([0, 1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(8100);
    expect(showing('Main offers')).toBe(2);
    expect(sideLanes()).toEqual([1, 2, 3]);
  });

  it('moves again 1 s after a drag', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    wait(4000);
    fireEvent.mouseDown(lane('Main offers'), { clientX: 300, clientY: 100 });
    wait(10_000);
    fireEvent.mouseUp(lane('Main offers'), { clientX: 300, clientY: 100 });
    wait(5900);
    expect(showing('Main offers')).toBe(0);
    wait(200);
    expect(showing('Main offers')).toBe(1);
    wait(5000);
    expect(showing('Main offers')).toBe(2);
  });

  it('starts paused when the system asks for less motion, and Play starts it', () => {
    preferReducedMotion();
    renderWithProviders(<HeroSlider main={main} side={side} />);
    wait(20_000);
    expect(showing('Main offers')).toBe(0);
    expect(sideLanes()).toEqual([0, 1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(8100);
    expect(showing('Main offers')).toBe(1);
    expect(sideLanes()).toEqual([1, 2, 3]);
  });
});
