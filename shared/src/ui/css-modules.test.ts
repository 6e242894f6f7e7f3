// A custom property declared in a CSS Module is a local name there (the build renames it and, with
// nothing in the module reading it under that name, drops it), so `--x: …` in a *.module.css never
// reaches the page. Design tokens are declared once, globally, in tokens.css; modules only read them.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../test-support/files-under';

const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'].map((app) =>
  path.join(repo, app, 'src'),
);

const moduleStylesheets = (dir: string) => filesUnder(dir, /\.module\.css$/);

/** `--name:` declarations, outside comments. */
function customPropertyDeclarations(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[{;\s])(--[\w-]+)\s*:/g)].map(([, name]) => name);
}

test('the check finds declarations and leaves var() reads and comments alone', () => {
  expect(customPropertyDeclarations('.a { --gap: 1rem; color: var(--x); } /* --y: 2 */ .b{--z:3}')).toEqual([
    '--gap',
    '--z',
  ]);
});

test('no CSS Module declares a custom property', () => {
  const found = APP_SOURCES.flatMap(moduleStylesheets).flatMap((file) =>
    customPropertyDeclarations(fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(repo, file)}: ${name}`),
  );
  expect(found).toEqual([]);
});

/** `composes: a b from './file.module.css'` of a stylesheet, outside comments. */
function composedFromFiles(css: string): { names: string[]; from: string }[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/composes:\s*([\w\s-]+?)\s+from\s+['"]([^'"]+)['"]/g)].map(
    ([, names, from]) => ({ names: names.split(/\s+/), from }),
  );
}

test('every class a CSS Module composes from another file exists there (Jest stubs stylesheets: only the build would notice)', () => {
  const broken = APP_SOURCES.flatMap(moduleStylesheets).flatMap((file) =>
    composedFromFiles(fs.readFileSync(file, 'utf8')).flatMap(({ names, from }) => {
      const target = path.resolve(path.dirname(file), from);
      if (!fs.existsSync(target)) return [`${path.relative(repo, file)}: '${from}' does not exist`];
      const css = fs.readFileSync(target, 'utf8');
      return names
        .filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css))
        .map((name) => `${path.relative(repo, file)}: no .${name} in '${from}'`);
    }),
  );
  expect(broken).toEqual([]);
});

test('the composes check reads names and files', () => {
  expect(composedFromFiles(".a { composes: b c from '../x.module.css'; } /* composes: d from 'y' */")).toEqual([
    { names: ['b', 'c'], from: '../x.module.css' },
  ]);
});
