import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '@storefront/shared/i18n';
import { MemoryRouter } from '@storefront/shared/router';
import type { Banner } from '@storefront/shared/types';
import { renderWithProviders } from '@storefront/shared/testing';
import { HeroSlider } from './hero-slider';

// The hero in Urdu, with the real react-slick in its rtl mode: the slides laid out reversed in a
// left-to-right box, its own index counted from the other end (hero-slider.tsx).

const banner = (id: number): Banner => ({
  id,
  link: `/category/c${id}`,
  imgDesktop: `/d${id}.svg`,
  imgTablet: `/t${id}.svg`,
  imgMobile: `/m${id}.svg`,
  altText: `Offer ${id}`,
});
const main = [banner(1), banner(2), banner(3)];

const wait = (ms: number) => {
  for (let t = 0; t < ms; t += 50)
    act(() => {
      jest.advanceTimersByTime(Math.min(50, ms - t));
    });
};
const lane = () => screen.getByRole('group', { name: 'اہم آفرز' });
/**
 * The banner (by its own index) the lane shows. (In rtl mode react-slick's slick-current class
 * lags behind its start slide until the first move: slick-active is the one on show.)
 */
const showing = () => Number(lane().querySelector('.slick-active:not(.slick-cloned)')?.getAttribute('data-index'));
/** The banners' own indices, left to right, as the track lays them out. */
const trackOrder = () =>
  [...lane().querySelectorAll('.slick-slide:not(.slick-cloned)')].map((slide) =>
    Number(slide.getAttribute('data-index')),
  );
const currentDot = () =>
  within(lane())
    .getAllByRole('button', { name: /سلائیڈ \d دکھائیں$/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'));

describe('HeroSlider right to left', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await act(() => i18n.changeLanguage('ur'));
  });
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18n.changeLanguage('en'));
  });

  it('runs react-slick in rtl mode in a left-to-right box, the first banner at the right and on show', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const box = lane().querySelector('.slick-slider')?.parentElement;
    expect(box).toHaveAttribute('dir', 'ltr');
    // Reversed: the first banner is the rightmost, the next ones follow to its left.
    expect(trackOrder()).toEqual([2, 1, 0]);
    expect(showing()).toBe(0);
    expect(currentDot()).toEqual(['3 میں سے سلائیڈ 1 دکھائیں']);
    // The loop's copies sit at both ends, so the first and last banners join up either way.
    expect(lane().querySelectorAll('.slick-cloned')).toHaveLength(2);
    expect(screen.getByRole('group', { name: '3 میں سے 1' })).toBeInTheDocument();
  });

  it('moves on every 5 s to the banner on the left, and loops', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    wait(5100);
    expect(showing()).toBe(1);
    expect(currentDot()).toEqual(['3 میں سے سلائیڈ 2 دکھائیں']);
    wait(5000);
    expect(showing()).toBe(2);
    wait(5000);
    expect(showing()).toBe(0);
  });

  it('has Next at the left edge going left and Previous at the right going right, their arrows mirrored', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'اگلی سلائیڈ' }));
    wait(600);
    expect(showing()).toBe(1);
    // The banner now on show lies to the left of the one before: the track moved right.
    expect(trackOrder().indexOf(1)).toBeLessThan(trackOrder().indexOf(0));
    fireEvent.click(screen.getByRole('button', { name: 'پچھلی سلائیڈ' }));
    wait(600);
    fireEvent.click(screen.getByRole('button', { name: 'پچھلی سلائیڈ' }));
    wait(600);
    expect(showing()).toBe(2);
    // The arrow glyphs carry the class the stylesheet mirrors under [dir='rtl'].
    for (const name of ['اگلی سلائیڈ', 'پچھلی سلائیڈ'])
      expect(screen.getByRole('button', { name }).querySelector('span')).toHaveClass('arrowIcon');
  });

  it('lists the dots first banner first, running from the right, and a dot shows its own banner', () => {
    renderWithProviders(<HeroSlider main={main} side={[]} />);
    const dots = within(lane()).getAllByRole('button', { name: /سلائیڈ \d دکھائیں$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      '3 میں سے سلائیڈ 1 دکھائیں',
      '3 میں سے سلائیڈ 2 دکھائیں',
      '3 میں سے سلائیڈ 3 دکھائیں',
    ]);
    expect(dots[0].closest('ul')).toHaveAttribute('dir', 'rtl');
    fireEvent.click(dots[2]);
    wait(600);
    expect(showing()).toBe(2);
    expect(currentDot()).toEqual(['3 میں سے سلائیڈ 3 دکھائیں']);
  });

  it('names the slideshow controls in Urdu', () => {
    renderWithProviders(<HeroSlider main={main} side={[banner(11), banner(12)]} />);
    expect(screen.getByRole('region', { name: 'نمایاں آفرز' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'مزید آفرز 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سلائیڈ شو روکیں' })).toBeInTheDocument();
  });

  it('shows the first banner in the server markup too (react-slick does not turn its start round there)', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(
      <MemoryRouter>
        <HeroSlider main={main} side={[]} />
      </MemoryRouter>,
    );
    const active = box.querySelector('.slick-active:not(.slick-cloned)');
    expect(active?.getAttribute('data-index')).toBe('0');
    expect(active?.querySelector('img')).toHaveAttribute('alt', 'Offer 1');
  });
});
