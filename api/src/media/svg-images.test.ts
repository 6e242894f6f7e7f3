import { bannerSvg, colourFor, escapeXml, productSvg, wrapText } from './svg-images';

describe('generated SVG', () => {
  it('escapes names so they cannot break out of the markup', () => {
    const svg = productSvg('Tom & Jerry <script>', 'Toys', 'tom-and-jerry', 1);
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('draws tiles and banners at their slot size', () => {
    expect(productSvg('Haier Refrigerator', 'Refrigerators', 'x', 1)).toContain('width="600" height="600"');
    expect(bannerSvg('Mega Sale', [1200, 450], 'main-banner-1')).toContain('width="1200" height="450"');
  });

  it('gives each photo of a product its own colour, the same on every call', () => {
    expect(colourFor('slug', 0)).toBe(colourFor('slug', 0));
    expect(colourFor('slug', 0)).not.toBe(colourFor('slug', 1));
  });

  it('wraps long text and ellipsises what does not fit', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    const lines = wrapText('a very long product name that goes on and on', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
