// The import boundaries every app keeps (docs/architecture-notes.md), checked on the source as
// lint zones would be:
// - an app's code never reaches into another app (shell, remotes, shared, api): remotes are
//   composed at runtime, and the API shares only @storefront/shared;
// - @storefront/shared is imported only through the entries of its exports map;
// - inside an app, features never import each other: what several use lives outside
//   src/features (components, hooks, lib, or a module of its own such as mf-auth's src/otp);
// - a remote exposes only files under src/exposes/;
// - the store is reached through the typed hooks @storefront/shared/store exports once, never
//   react-redux's own (only its Provider is imported elsewhere).
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../shared/src/test-support/files-under';

const root = path.join(__dirname, '..');
const APPS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth', 'shared', 'api'];
const REMOTES = APPS.filter((app) => app.startsWith('mf-'));
const SOURCE = /\.(tsx?|jsx?|mjs|cjs)$/;
/** Static and dynamic imports, re-exports, require() and jest.mock() of a module specifier. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\(\s*|\bjest\.mock\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

interface Import {
  file: string;
  app: string;
  specifier: string;
  target: string | null;
}

/** Every import of every app's src/ (and the API's test/ too). */
function allImports(): Import[] {
  return APPS.flatMap((app) =>
    ['src', 'test']
      .flatMap((dir) => filesUnder(path.join(root, app, dir), SOURCE))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return [...text.matchAll(SPECIFIER)].map(([, specifier]) => ({
          file: path.relative(root, file),
          app: APPS.find((a) => file.startsWith(path.join(root, a) + path.sep)) as string,
          specifier,
          target: specifier.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), specifier)) : null,
        }));
      }),
  );
}

const imports = allImports();
const featureOf = (file: string) => /^[^/]+\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const shown = (list: Import[]) => list.map((i) => `${i.file} imports '${i.specifier}'`);

test('finds the imports it checks', () => {
  expect(imports.length).toBeGreaterThan(1000);
  expect(new Set(imports.map((i) => i.app))).toEqual(new Set(APPS));
});

test('no app reaches into another app, by path or by package name', () => {
  // (tools/ is no app: the API and the static servers share its one URL-redaction rule.)
  const inAnApp = (target: string) => APPS.some((app) => target.startsWith(`${app}/`));
  const crossing = imports.filter(
    (i) =>
      (i.target !== null && !i.target.startsWith(`${i.app}/`) && inAnApp(i.target)) ||
      APPS.some((other) => other !== 'shared' && (i.specifier === other || i.specifier.startsWith(`${other}/`))),
  );
  expect(shown(crossing)).toEqual([]);
});

test('@storefront/shared is imported only through its exports map', () => {
  const exportsMap = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')).exports as Record<
    string,
    string
  >;
  const entries = new Set(
    Object.keys(exportsMap).map((key) => (key === '.' ? '@storefront/shared' : `@storefront/shared/${key.slice(2)}`)),
  );
  const inside = imports.filter((i) => i.specifier.startsWith('@storefront/shared') && !entries.has(i.specifier));
  expect(shown(inside)).toEqual([]);
});

test('features never import each other', () => {
  const across = imports.filter((i) => {
    const from = featureOf(i.file);
    const to = i.target === null ? null : featureOf(`${i.target}/`);
    return from !== null && to !== null && from !== to;
  });
  expect(shown(across)).toEqual([]);
});

test('each remote exposes only files under src/exposes/', () => {
  for (const remote of REMOTES) {
    const config = fs.readFileSync(path.join(root, remote, 'rspack.config.ts'), 'utf8');
    const exposed = [...config.matchAll(/'\.\/[A-Za-z]+':\s*'([^']+)'/g)].map(([, file]) => file);
    expect(exposed.length).toBeGreaterThan(0);
    expect(exposed.filter((file) => !file.startsWith('./src/exposes/'))).toEqual([]);
  }
});

test("react-redux's untyped hooks are used only behind @storefront/shared/store's typed ones", () => {
  const files = APPS.flatMap((app) => filesUnder(path.join(root, app, 'src'), SOURCE)).filter(
    (file) => !file.startsWith(path.join(root, 'shared/src/store') + path.sep),
  );
  const untyped = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-redux'/g)]
      .filter(([, names]) => names.split(',').some((name) => name.trim() !== '' && name.trim() !== 'Provider'))
      .map(([statement]) => `${path.relative(root, file)}: ${statement}`),
  );
  expect(untyped).toEqual([]);
});
