// An Urdu page is right to left: the layout's styles mirror with it only if they name sides
// logically (inline-start/end), never left or right.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..');
const FOLDERS = ['layout', 'app', 'remotes', 'components'];

const cssFiles = FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file)),
);

const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)\b/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /border-(?:top|bottom)-(?:left|right)-radius/,
];

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

test.each(cssFiles)('%s names no physical side', (file) => {
  const lines = withoutComments(fs.readFileSync(path.join(src, file), 'utf8')).split('\n');
  const physical = lines.filter((line) => PHYSICAL.some((pattern) => pattern.test(line)));
  expect(physical).toEqual([]);
});

test('the category drawer slides in from the right edge on a right-to-left page', () => {
  const css = fs.readFileSync(path.join(src, 'layout/category-sidebar/category-sidebar.module.css'), 'utf8');
  expect(css).toMatch(/\.panel\s*{[^}]*inset-inline-start:\s*0/);
  expect(css).toMatch(/\[dir='rtl'\] \.panel\s*{[^}]*animation-name:\s*slide-in-rtl/);
  expect(css).toMatch(/@keyframes slide-in-rtl\s*{\s*from\s*{\s*transform:\s*translateX\(100%\)/);
});
