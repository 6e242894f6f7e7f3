import fs from 'node:fs';
import path from 'node:path';

// jsdom neither loads CSS Modules nor emulates forced colours: check the rules are in the stylesheet.
const css = fs.readFileSync(path.join(__dirname, 'price-range-slider.module.css'), 'utf8');
const forced = css.slice(css.indexOf('@media (forced-colors: active)'));

test('in forced colours the focused thumb gets a real outline (box-shadows are dropped there)', () => {
  expect(forced).toMatch(/\.thumb:focus-visible::-webkit-slider-thumb\s*{\s*outline: 2px solid Highlight;/);
  expect(forced).toMatch(/\.thumb:focus-visible::-moz-range-thumb\s*{\s*outline: 2px solid Highlight;/);
});

test('in forced colours the selected stretch is painted in a system colour', () => {
  expect(forced).toMatch(/\.track::before\s*{\s*forced-color-adjust: none;[^}]*Highlight var\(--low\)/);
});
