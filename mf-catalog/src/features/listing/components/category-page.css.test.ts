import fs from 'node:fs';
import path from 'node:path';

// jsdom does not load CSS Modules: check the rules are in the stylesheet.
const css = fs.readFileSync(path.join(__dirname, 'category-page.module.css'), 'utf8');
const wide = css.slice(css.indexOf('@media not all and (max-width: 768px)'));

test('on wide screens the results take the whole width when there is no filter sidebar beside them', () => {
  expect(wide).toMatch(/\.layout\s*{\s*grid-template-columns: 240px minmax\(0, 1fr\);/);
  expect(wide).toMatch(/\.results:first-child\s*{\s*grid-column: 1 \/ -1;/);
});
