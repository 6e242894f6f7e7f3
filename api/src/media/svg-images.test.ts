import {
  BANNER_SAFE_MARGIN,
  BANNER_SIZES,
  bannerSvg,
  colourFor,
  escapeXml,
  fitBannerText,
  productSvg,
  wrapText,
} from './svg-images';

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

  describe('banner headline', () => {
    const headline = 'Mega Electronics Sale: up to 40% off LED TVs and ACs';

    it.each(
      Object.entries(BANNER_SIZES).flatMap(([position, sizes]) =>
        Object.entries(sizes).map(([device, size]) => [position, device, size] as const),
      ),
    )('%s %s art keeps the whole headline inside the area clear of the slider controls', (_position, _device, size) => {
      const [width, height] = size;
      const { lines, fontSize } = fitBannerText(headline, size);
      expect(lines.join(' ')).toBe(headline);
      expect(lines.length).toBeLessThanOrEqual(3);
      const widest = Math.max(...lines.map((line) => line.length)) * fontSize * 0.6;
      expect(widest).toBeLessThanOrEqual(width * (1 - 2 * BANNER_SAFE_MARGIN.x));
      expect(lines.length * fontSize * 1.25).toBeLessThanOrEqual(height * (1 - 2 * BANNER_SAFE_MARGIN.y));
    });

    it('shrinks the type on the phone art instead of running text under the arrows', () => {
      // 600 px wide art shown at 343 px: the old 43 px type ran edge to edge.
      const { fontSize } = fitBannerText(headline, [600, 400]);
      expect(fontSize).toBeLessThan(43);
      expect(fontSize).toBeGreaterThanOrEqual(24);
    });

    it('keeps a short headline large', () => {
      expect(fitBannerText('Big Sale', [1200, 450]).fontSize).toBe(Math.round(Math.min(1200 / 14, 450 / 5)));
    });

    it('draws every line of the fitted text', () => {
      const svg = bannerSvg(headline, [600, 400], 'main-banner-1');
      const { lines, fontSize } = fitBannerText(headline, [600, 400]);
      expect(svg.match(/<text /g)).toHaveLength(lines.length);
      expect(svg).toContain(`font-size="${fontSize}"`);
      expect(svg).not.toContain('…');
    });
  });
});
