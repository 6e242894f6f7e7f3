// jsdom applies no layout or media queries, so these guard the global rules by reading the stylesheet.
import fs from 'node:fs';
import path from 'node:path';

const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const px = (rem: number, spaces: number[]) => rem * 16 + spaces.reduce((sum, n) => sum + n, 0) + 1;

describe('tokens.css', () => {
  it('keeps focused elements clear of the sticky header (scroll-padding-top follows --header-height)', () => {
    expect(css).toMatch(/html\s*{[^}]*scroll-padding-top:\s*calc\(var\(--header-height\)/);
    // The shell header: 2.75rem controls + 12px padding each side + 1px border = 69px; 8px padding on phones = 61px.
    expect(css).toContain('--header-height: calc(2.75rem + 2 * var(--space-3) + 1px);');
    expect(px(2.75, [12, 12])).toBe(69);
    expect(css).toMatch(
      /@media \(max-width: 768px\)\s*{\s*:root\s*{\s*--header-height: calc\(2\.75rem \+ 2 \* var\(--space-2\) \+ 1px\);/,
    );
    expect(px(2.75, [8, 8])).toBe(61);
  });

  it('gives buttons a visible border in forced colours (high contrast drops their fill)', () => {
    expect(css).toMatch(
      /@media \(forced-colors: active\)\s*{\s*button,[^{]*{\s*border: 1px solid ButtonText !important;/,
    );
    // Every app's filled buttons rely on this one rule (a disabled one greyed), none on its own copy.
    expect(css).toMatch(/button:disabled,[^{]*{\s*border-color: GrayText !important;/);
  });
});

describe('tokens.css in a right-to-left page', () => {
  const shared = path.resolve(__dirname, '..');
  const stylesheets = [
    path.join(__dirname, 'tokens.css'),
    ...fs
      .readdirSync(shared, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => path.join(shared, file)),
  ];

  it('gives Urdu a Nastaliq or Naskh font the device has, and taller lines, without downloading one', () => {
    const urdu = /:root:lang\(ur\)\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    expect(urdu).toMatch(/--font-family:\s*'Storefront Urdu',[^;]*'Noto Nastaliq Urdu', 'Noto Naskh Arabic'/);
    expect(urdu).toMatch(/--line-height-base: 1\.8;/);
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).not.toMatch(/url\(/);
      expect(face).toMatch(/local\('Noto Nastaliq Urdu/);
      expect(face).toMatch(/unicode-range: U\+0600-06FF/);
    }
  });

  it.each(stylesheets.map((file) => [path.relative(shared, file), file]))(
    '%s uses logical properties, so the layout mirrors',
    (_name, file) => {
      const rules = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(
        rules.match(
          /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{])(?:left|right):|text-align:\s*(?:left|right)|float:\s*(?:left|right)/gm,
        ),
      ).toBeNull();
    },
  );
});
