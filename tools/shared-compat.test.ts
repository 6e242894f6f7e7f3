import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { sharedProblems, satisfiesCaret } = require('./shared-compat.cjs') as typeof import('./shared-compat.cjs');

describe('satisfiesCaret', () => {
  it.each([
    ['1.2.3', '^1.2.3', true],
    ['1.3.0', '^1.2.3', true],
    ['1.2.2', '^1.2.3', false],
    ['2.0.0', '^1.2.3', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['19.3.1', '^19.3.1', true],
    ['1.2.3', '~1.2.3', false],
  ])('%s against %s: %p', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});

describe('sharedProblems', () => {
  const shell = {
    name: 'shell',
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: '@storefront/shared/cart', version: '1.2.0' },
    ],
  };

  it('passes a remote built against what the shell has, or older', () => {
    const remote = {
      name: 'catalog',
      shared: [
        { name: 'react', requiredVersion: '^19.2.0' },
        { name: '@storefront/shared/cart', requiredVersion: '^1.2.0' },
      ],
    };
    expect(sharedProblems(shell, remote)).toEqual([]);
  });

  it('names each singleton the shell has in too old a version', () => {
    const remote = {
      name: 'catalog',
      shared: [
        { name: '@storefront/shared/cart', requiredVersion: '^1.3.0' },
        { name: 'react', requiredVersion: '^19.4.0' },
      ],
    };
    expect(sharedProblems(shell, remote).map((p) => p.message)).toEqual([
      'catalog needs @storefront/shared/cart ^1.3.0; the shell has 1.2.0',
      'catalog needs react ^19.4.0; the shell has 19.3.1',
    ]);
  });

  it('refuses a higher shared API level or another major of anything; a newer third-party minor only warns', () => {
    const remote = {
      name: 'catalog',
      shared: [
        { name: '@storefront/shared/cart', requiredVersion: '^1.3.0' },
        { name: 'react', requiredVersion: '^19.4.0' },
        { name: 'react-dom', requiredVersion: '^20.0.0' },
      ],
    };
    const withDom = { shared: [...shell.shared, { name: 'react-dom', version: '19.3.1' }] };
    expect(
      sharedProblems(withDom, remote).map(({ name, required, provided, refused }) => [
        name,
        required,
        provided,
        refused,
      ]),
    ).toEqual([
      ['@storefront/shared/cart', '^1.3.0', '1.2.0', true],
      ['react', '^19.4.0', '19.3.1', false],
      ['react-dom', '^20.0.0', '19.3.1', true],
    ]);
  });

  it('refuses a remote built for an older major too: the shell no longer has what it calls', () => {
    const problems = sharedProblems(shell, { name: 'auth', shared: [{ name: 'react', requiredVersion: '^18.3.1' }] });
    expect(problems).toEqual([expect.objectContaining({ name: 'react', refused: true })]);
  });

  it('leaves alone what the shell does not load at all: the remote brings its own copy', () => {
    expect(sharedProblems(shell, { name: 'auth', shared: [{ name: 'formik', requiredVersion: '^2.4.9' }] })).toEqual(
      [],
    );
  });
});

/** A workspace's package.json, as the type the test reads of it. */
function readManifest<T>(workspace: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', workspace, 'package.json'), 'utf8')) as T;
}

describe('the workspace', () => {
  // An app whose range the shared package's version does not satisfy is not linked to it: a fresh
  // `npm install` looks for that version in the registry and fails.
  it('has every app depend on @storefront/shared with a caret range its current version satisfies', () => {
    const { version } = readManifest<{ version: string }>('shared');
    for (const app of ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth', 'api']) {
      const range = readManifest<{ dependencies: Record<string, string> }>(app).dependencies['@storefront/shared'];
      expect({ app, range, satisfied: satisfiesCaret(version, range) }).toEqual({ app, range, satisfied: true });
    }
  });
});
