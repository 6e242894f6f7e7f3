// A custom property declared in a CSS Module is a local name there (the build renames it and, with
// nothing in the module reading it under that name, drops it), so `--x: …` in a *.module.css never
// reaches the page. Design tokens are declared once, globally, in tokens.css; modules only read them.
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'].map((app) => path.join(repo, app, 'src'));

function moduleStylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleStylesheets(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

/** `--name:` declarations, outside comments. */
function customPropertyDeclarations(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[{;\s])(--[\w-]+)\s*:/g)].map(([, name]) => name);
}

test('the check finds declarations and leaves var() reads and comments alone', () => {
  expect(customPropertyDeclarations('.a { --gap: 1rem; color: var(--x); } /* --y: 2 */ .b{--z:3}')).toEqual(['--gap', '--z']);
});

test('no CSS Module declares a custom property', () => {
  const found = APP_SOURCES.flatMap(moduleStylesheets).flatMap((file) =>
    customPropertyDeclarations(fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(repo, file)}: ${name}`));
  expect(found).toEqual([]);
});
