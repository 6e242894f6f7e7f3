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

export function sharedModules(): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  for (const pkg of singletonPackages) {
    shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  }
  for (const [request, pkg] of Object.entries(singletonSubpaths)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const sharedVersion = installedVersion('@storefront/shared');
  // Strict: a remote built against a newer @storefront/shared than the page's (the shell's, loaded
  // first) would call exports that are not there. It fails to load instead, and the shell shows its
  // section's fallback. Third-party singletons only warn: a newer minor rarely matters.
  for (const entry of sharedPackageEntries()) {
    shared[entry] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
      strictVersion: true,
    };
  }
  return shared;
}
