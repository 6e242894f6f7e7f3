import fs from 'node:fs';
import path from 'node:path';

// jsdom neither loads CSS Modules nor emulates forced colours: check the rule is in the stylesheet.
const css = fs.readFileSync(path.join(__dirname, 'primary-button.module.css'), 'utf8');

test('a filled button keeps a visible border in forced colours, where its fill is dropped', () => {
  const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
  expect(forced).toMatch(/\.primary\s*{\s*border: 1px solid ButtonText;/);
});
