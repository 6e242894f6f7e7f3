import fs from 'node:fs';
import path from 'node:path';

// jsdom has no layout: check the stylesheet keeps a long chip within its row.
const css = fs.readFileSync(path.join(__dirname, 'active-filters.module.css'), 'utf8');
const rule = (selector: string) => css.match(new RegExp(`\\n${selector.replace('.', '\\.')} {([^}]*)}`))?.[1] ?? '';

test('a long chip shrinks to its row, its value ends in an ellipsis and the × keeps its size', () => {
  expect(rule('.chip')).toMatch(/min-width: 0;[\s\S]*max-width: 100%;/);
  expect(rule('.label')).toMatch(/overflow: hidden;[\s\S]*text-overflow: ellipsis;[\s\S]*white-space: nowrap;/);
  expect(rule('.remove')).toMatch(/flex: none;/);
});
