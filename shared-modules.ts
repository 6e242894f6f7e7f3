// The Module Federation shared singletons of every app, browser and server builds alike (rspack.shared.ts,
// rspack.server.ts), read from the installed packages. Free of Rspack so tests can read it too.
import fs from 'node:fs';
import path from 'node:path';

const root = __dirname;

function installedVersion(pkg: string): string {
  // Read the hoisted copy directly: some packages do not export their package.json.
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Packages loaded once per page and owned by whoever loads first (the shell in production).
 * The router is not here: it is shared as `@storefront/shared/router`, one singleton holding only the
 * parts the apps use, because a shared package is never tree-shaken (react-router whole is ~60 KB
 * gzipped, the parts ~14 KB). A test in shared/src/router keeps every import going through it.
 */
const singletonPackages = [
  'react',
  'react-dom',
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  'redux-saga',
  'axios',
  'react-toastify',
  'yup',
  'formik',
];
/** Sub-paths imported directly (JSX runtime, React DOM client) must be shared too, or a second React appears. */
const singletonSubpaths: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
  // Sagas import their effects from here; unshared, every remote would bundle its own copy.
  'redux-saga/effects': 'redux-saga',
};

/** Entries for tests only: shared, they would be built into every app (with Testing Library). */
const testOnlyEntries = ['./testing'];

/** Every public entry of @storefront/shared (its exports map), each shared as a singleton. */
function sharedPackageEntries(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.keys(pkg.exports)
    .filter((key) => !key.endsWith('.css') && !testOnlyEntries.includes(key))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}

export interface SharedModule {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
}

/** Each runtime export of each @storefront/shared entry, with the version that added it. */
type ApiLevels = Record<string, Record<string, string>>;

function apiLevels(): ApiLevels {
  return JSON.parse(fs.readFileSync(path.join(root, 'shared/api-levels.json'), 'utf8')) as ApiLevels;
}

/** An app's source files that go into its build (tests and their helpers do not). */
function buildSources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' ? [] : buildSources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Import and export-from clauses naming @storefront/shared (static and dynamic). */
const SHARED_IMPORT = /\b(?:import|export)\s+([^'";]*?)\s*from\s*'(@storefront\/shared(?:\/[\w-]+)?)'/g;
const SHARED_DYNAMIC_IMPORT = /\bimport\(\s*'(@storefront\/shared(?:\/[\w-]+)?)'\s*\)/g;

/**
 * What an app's code takes from each @storefront/shared entry: the names it imports, or '*' for a
 * whole entry (a namespace import, `export *`, a dynamic import). Type-only imports take nothing.
 */
export function sharedImports(source: string): Map<string, Set<string> | '*'> {
  const used = new Map<string, Set<string> | '*'>();
  const add = (entry: string, names: string[] | '*') => {
    const known = used.get(entry);
    if (names === '*' || known === '*') used.set(entry, '*');
    else used.set(entry, new Set([...(known ?? []), ...names]));
  };
  for (const [, clause, entry] of source.matchAll(SHARED_IMPORT)) {
    if (/^type\b/.test(clause)) continue;
    if (/\*/.test(clause)) {
      add(entry, '*');
      continue;
    }
    const names = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !/^type\s/.test(item))
      .map((item) => item.split(/\s+as\s+/)[0].trim());
    add(entry, names);
  }
  for (const [, entry] of source.matchAll(SHARED_DYNAMIC_IMPORT)) add(entry, '*');
  return used;
}

/** The higher of two x.y.z versions. */
function newer(a: string, b: string): string {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i] ? a : b;
  return a;
}

/**
 * The API level an app needs of each @storefront/shared entry: the version that added the newest
 * export it uses (shared/api-levels.json), or the major's first version when it uses none (types
 * only, or not at all). A name the table does not know is a type: erased, it needs nothing.
 */
export function sharedApiLevels(appDir: string, sharedVersion: string): Record<string, string> {
  const levels = apiLevels();
  const floor = `${sharedVersion.split('.')[0]}.0.0`;
  const needed: Record<string, string> = Object.fromEntries(Object.keys(levels).map((entry) => [entry, floor]));
  for (const file of buildSources(path.join(appDir, 'src'))) {
    for (const [entry, names] of sharedImports(fs.readFileSync(file, 'utf8'))) {
      const exports = levels[entry] ?? {};
      const used = names === '*' ? Object.keys(exports) : [...names];
      for (const name of used) if (exports[name]) needed[entry] = newer(needed[entry] ?? floor, exports[name]);
    }
  }
  return needed;
}

/**
 * The shared config of every build. With `usedBy` (an app's folder), each @storefront/shared entry
 * asks for the API level that app's code needs rather than the exact version it was built with,
 * so a shared patch or minor release never stops an older remote loading in a newer shell.
 */
export function sharedModules({ usedBy }: { usedBy?: string } = {}): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  for (const pkg of singletonPackages) {
    shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  }
  for (const [request, pkg] of Object.entries(singletonSubpaths)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const sharedVersion = installedVersion('@storefront/shared');
  const levels = usedBy ? sharedApiLevels(usedBy, sharedVersion) : {};
  // Strict: a remote that needs a newer @storefront/shared than the page's (the shell's, loaded
  // first) would call exports that are not there. The shell refuses it before loading it
  // (tools/shared-compat.cjs) and shows the section as being updated; strictVersion stops it too.
  // Third-party singletons only warn within a major: a newer minor rarely matters.
  for (const entry of sharedPackageEntries()) {
    shared[entry] = {
      singleton: true,
      requiredVersion: `^${levels[entry] ?? sharedVersion}`,
      version: sharedVersion,
      strictVersion: true,
    };
  }
  return shared;
}
