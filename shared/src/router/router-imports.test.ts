// Every app must take the router from @storefront/shared/router: a direct import of react-router or
// react-router-dom would bundle a second router into that app, and its links and hooks would not see
// the shell's location.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../test-support/files-under';

const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'].map((app) =>
  path.join(repo, app, 'src'),
);
// The entry itself, and this file's own examples.
const ALLOWED = new Set([path.join(__dirname, 'index.ts'), __filename]);
const DIRECT_IMPORT =
  /(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)['"](react-router(?:-dom)?)(?:\/[^'"]*)?['"]/;

test('the pattern catches each way of importing the router directly', () => {
  for (const line of [
    "import { Link } from 'react-router-dom';",
    'import { Link } from "react-router";',
    "const m = await import('react-router-dom');",
    "require('react-router/dom')",
    "import 'react-router';",
  ]) {
    expect(line).toMatch(DIRECT_IMPORT);
  }
  expect("import { Link } from '@storefront/shared/router';").not.toMatch(DIRECT_IMPORT);
});

test('no app imports react-router or react-router-dom except through @storefront/shared/router', () => {
  const offenders = APP_SOURCES.flatMap((dir) => filesUnder(dir, /\.(tsx?|jsx?|mjs|cjs)$/))
    .filter((file) => !ALLOWED.has(file) && DIRECT_IMPORT.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(repo, file));
  expect(offenders).toEqual([]);
});
