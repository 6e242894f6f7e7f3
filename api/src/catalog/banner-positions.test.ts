import { BANNER_POSITIONS, isBannerPosition } from './banner-positions';

describe('banner positions', () => {
  it('lists the four home page slots of the spec, in its order', () => {
    expect(BANNER_POSITIONS).toEqual(['main-banner', 'hot-banner', 'side-banner', 'gear-up-banner']);
  });

  it.each(BANNER_POSITIONS)('accepts %s', (position) => {
    expect(isBannerPosition(position)).toBe(true);
  });

  it.each(['', 'Main-Banner', 'main-banner ', 'banner', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses %p, including names every object inherits',
    (value) => {
      expect(isBannerPosition(value)).toBe(false);
    },
  );
});
