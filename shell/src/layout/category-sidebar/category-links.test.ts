import { categoryPath } from './category-links';

describe('categoryPath', () => {
  it('joins the slugs of each level under /category', () => {
    expect(categoryPath('electronics', 'tv-and-video', 'led-tvs')).toBe('/category/electronics/tv-and-video/led-tvs');
  });

  it('lower-cases and hyphenates names', () => {
    expect(categoryPath('Home and Kitchen', 'Bedding and Decor')).toBe('/category/home-and-kitchen/bedding-and-decor');
  });

  it('keeps each slug one path segment, whatever it holds', () => {
    expect(categoryPath('tv/video', 'deals?#100%')).toBe('/category/tv%2Fvideo/deals%3F%23100%25');
  });
});
