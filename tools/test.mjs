// `npm test`: everything CI runs, in order, stopping at the first failure:
// type check → lint (ESLint, Prettier) → unit and API tests (Jest, embedded PGlite) → the API's
// security suite (api/test/security: authorization matrix, fuzzing of every route, the oversell
// race, the hoarding cap), which prints what it covered → API tests and the security suite again on
// PostgreSQL when DATABASE_URL is set → production builds → each remote's build checked
// against the shell's of the same commit (tools/check-shared.mjs) → end-to-end tests in headless
// Debian chromium, the release story included (e2e/tests/releases.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, FRONTENDS } from './lib/apps.mjs';
import { buildFrontends } from './lib/build.mjs';
import { exec } from './lib/processes.mjs';

const totals = { passed: 0, failed: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));

async function jest(label, args, env = {}) {
  const out = path.join(reportDir, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const run = exec('npx', ['jest', ...args, '--json', `--outputFile=${out}`], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  // The counts are taken whether Jest passed or failed, then its failure (if any) is passed on.
  await run.catch(() => {});
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (report.numTotalTests === 0) throw new Error(`${label}: no test ran`);
  }
  await run;
}

/** The security suite: its Jest counts, then what it covered (each file writes a line of counts). */
async function security(label, env = {}) {
  const counts = path.join(reportDir, `${label}-counts`);
  try {
    await jest(label, ['--ci', '--selectProjects', 'api-security'], { ...env, SECURITY_REPORT_DIR: counts });
  } finally {
    const files = fs.existsSync(counts) ? fs.readdirSync(counts).sort() : [];
    for (const file of files) console.log(`  ${JSON.parse(fs.readFileSync(path.join(counts, file), 'utf8')).line}`);
  }
}

try {
  console.log('=== type check ===');
  await exec('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: root });
  console.log('\n=== lint ===');
  await exec('node', ['tools/lint.mjs'], { cwd: root });
  await jest('unit-and-api-pglite', ['--ci', '--ignoreProjects', 'api-security']);
  await security('security-pglite');
  if (process.env.DATABASE_URL) {
    await jest('api-postgresql', ['--ci', '--selectProjects', 'api'], { TEST_DATABASE_URL: process.env.DATABASE_URL });
    await security('security-postgresql', { TEST_DATABASE_URL: process.env.DATABASE_URL });
  } else {
    console.log('\n(DATABASE_URL not set: API tests and the security suite ran on the embedded PGlite only)');
  }
  console.log('\n=== production builds ===');
  await buildFrontends();
  console.log('\n=== each remote against the shell of this commit (shared singletons, exposes) ===');
  const manifestOf = (app) => path.join(app.folder, 'dist', 'mf-manifest.json');
  await exec('node', ['tools/check-shared.mjs', ...FRONTENDS.map(manifestOf)], { cwd: root });
  await jest('e2e', ['-c', 'e2e/jest.config.js', '--runInBand']);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
} catch (error) {
  console.error(`\n${error.message}`);
  console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
}
